// The one module that touches Chrome's built-in AI APIs (Language Detector, Translator,
// Summarizer). They run in pages, not in the worker, and on this device only: the models are
// downloaded by the browser once and nothing of the text leaves the computer. Everything else in
// the feature asks through these functions, and tests replace the APIs themselves (a fake in
// test/support/, injected into the page), never this module.

/** What the browser says of a model: `downloadable` needs a click to start its download. */
type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

/** Why a step failed: said to the agent in words of the catalog. */
export type OnDeviceFailure =
  | 'needs-click'
  | 'unsupported-pair'
  | 'download-failed'
  | 'download-stalled'
  | 'failed';

export class OnDeviceError extends Error {
  constructor(readonly code: OnDeviceFailure) {
    super(code);
  }
}

/** A model's download, from 0 to 1. */
type Progress = (loaded: number) => void;

interface Monitor {
  addEventListener(type: 'downloadprogress', listener: (event: { loaded: number }) => void): void;
}
interface Created {
  monitor?: (monitor: Monitor) => void;
  /** Ends a create() that is downloading (the browser rejects it with AbortError). */
  signal?: AbortSignal;
}
interface Pair {
  sourceLanguage: string;
  targetLanguage: string;
}
interface DetectorApi {
  availability(): Promise<Availability>;
  create(options: Created): Promise<{
    detect(text: string): Promise<{ detectedLanguage?: string; confidence?: number }[]>;
  }>;
}
interface TranslatorApi {
  availability(options: Pair): Promise<Availability>;
  create(options: Pair & Created): Promise<{ translateStreaming(text: string): ReadableStream<string> }>;
}
interface SummarizerOptions {
  type: 'key-points';
  format: 'plain-text';
  length: 'short';
  outputLanguage: string;
}
interface SummarizerApi {
  availability(options: SummarizerOptions): Promise<Availability>;
  create(options: SummarizerOptions & Created): Promise<{ summarize(text: string): Promise<string> }>;
}

const apiOf = <T>(name: string) => (globalThis as Record<string, unknown>)[name] as T | undefined;
const detectorApi = () => apiOf<DetectorApi>('LanguageDetector');
const translatorApi = () => apiOf<TranslatorApi>('Translator');
const summarizerApi = () => apiOf<SummarizerApi>('Summarizer');

/** This browser has the APIs at all (Chrome 138 or later on a desktop; never Firefox). */
export const onDeviceSupported = () => !!detectorApi() && !!translatorApi();

/** Languages the Summarizer writes in; any other is summarized in English and translated. */
const SUMMARY_LANGUAGES = ['en', 'es', 'ja'];
export const summaryLanguage = (wanted: string) => (SUMMARY_LANGUAGES.includes(wanted) ? wanted : 'en');
const summaryOptions = (wanted: string): SummarizerOptions => ({
  type: 'key-points',
  format: 'plain-text',
  length: 'short',
  outputLanguage: summaryLanguage(wanted),
});

/** The model a step needs. */
type Need =
  | { model: 'detector' }
  | { model: 'translator'; from: string; to: string }
  | { model: 'summarizer'; language: string };

/** What the browser says of `need`'s model now; an API that is missing or throws is unavailable. */
export async function availabilityOf(need: Need): Promise<Availability> {
  try {
    if (need.model === 'detector') return (await detectorApi()?.availability()) ?? 'unavailable';
    if (need.model === 'translator')
      return (
        (await translatorApi()?.availability({ sourceLanguage: need.from, targetLanguage: need.to })) ??
        'unavailable'
      );
    return (await summarizerApi()?.availability(summaryOptions(need.language))) ?? 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** The browser's refusals, by name, as our failures. */
function failureOf(error: unknown, download: boolean): OnDeviceError {
  if (error instanceof OnDeviceError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError') return new OnDeviceError('needs-click');
  if (name === 'NotSupportedError') return new OnDeviceError('unsupported-pair');
  return new OnDeviceError(download ? 'download-failed' : 'failed');
}

/** A download whose progress has not moved for this long has stalled: it is ended and said. */
export const STALL_MS = 60_000;

/**
 * Creates a model's session; refusals become our failures. A model not on this computer yet says
 * its download at 0 % at once: the browser may be slow to send its first progress, or send none.
 * A download that sends no progress for STALL_MS is ended (its create() aborted) as stalled, so
 * the step can be tried again instead of waiting for as long as the page is open.
 */
async function created<T>(
  need: Need,
  progress: Progress,
  create: (options: Created) => Promise<T>,
): Promise<T> {
  const availability = await availabilityOf(need);
  const downloads = availability === 'downloadable' || availability === 'downloading';
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stalled: (error: OnDeviceError) => void = () => undefined;
  const watchdog = new Promise<never>((_, reject) => {
    stalled = reject;
  });
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      abort.abort();
      stalled(new OnDeviceError('download-stalled'));
    }, STALL_MS);
  };
  const said = (loaded: number) => {
    // At 100 % the download is over: the browser then readies the model, which is no stall.
    if (downloads && loaded < 1) wait();
    else clearTimeout(timer);
    progress(loaded);
  };
  if (downloads) said(0);
  try {
    return await Promise.race([
      create({
        signal: abort.signal,
        monitor: (monitor) =>
          monitor.addEventListener('downloadprogress', (event) =>
            said(Math.min(1, Math.max(0, event.loaded))),
          ),
      }),
      watchdog,
    ]);
  } catch (error) {
    throw failureOf(error, true);
  } finally {
    clearTimeout(timer);
  }
}

/** The language `text` is most likely in, with the detector's confidence (0 to 1). */
export async function detectLanguage(
  text: string,
  progress: Progress,
): Promise<{ language: string; confidence: number } | null> {
  const api = detectorApi();
  if (!api) throw new OnDeviceError('failed');
  const detector = await created({ model: 'detector' }, progress, (options) => api.create(options));
  try {
    const [best] = await detector.detect(text);
    if (!best?.detectedLanguage || best.detectedLanguage === 'und') return null;
    return { language: best.detectedLanguage, confidence: best.confidence ?? 0 };
  } catch (error) {
    throw failureOf(error, false);
  }
}

/** A session that translates `from` → `to`; made once per pair and page. */
const translators = new Map<string, Promise<{ translateStreaming(text: string): ReadableStream<string> }>>();

/**
 * `text` translated, as it streams in: `onText` gets the translation so far after each piece.
 * A failure mid-stream throws after what came has been given.
 */
export async function translateText(
  pair: { from: string; to: string },
  text: string,
  progress: Progress,
  onText: (sofar: string) => void = () => undefined,
): Promise<string> {
  const api = translatorApi();
  if (!api) throw new OnDeviceError('failed');
  const key = `${pair.from}>${pair.to}`;
  const session =
    translators.get(key) ??
    created({ model: 'translator', ...pair }, progress, (options) =>
      api.create({ sourceLanguage: pair.from, targetLanguage: pair.to, ...options }),
    );
  translators.set(key, session);
  const translator = await session.catch((error) => {
    translators.delete(key); // a refused or failed download may be tried again
    throw error;
  });
  let sofar = '';
  try {
    const reader = translator.translateStreaming(text).getReader();
    for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
      sofar += piece.value;
      onText(sofar);
    }
    return sofar;
  } catch (error) {
    throw failureOf(error, false);
  }
}

/** Three to five key points of `text`, one per line, in `language` when the Summarizer writes it. */
export async function summarizeText(text: string, language: string, progress: Progress): Promise<string> {
  const api = summarizerApi();
  if (!api) throw new OnDeviceError('failed');
  const summarizer = await created({ model: 'summarizer', language }, progress, (options) =>
    api.create({ ...summaryOptions(language), ...options }),
  );
  try {
    return await summarizer.summarize(text);
  } catch (error) {
    throw failureOf(error, false);
  }
}

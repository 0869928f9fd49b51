// A stand-in for Chrome's built-in AI APIs (LanguageDetector, Translator, Summarizer), for tests
// only: never imported by the extension (test/e2e/language-help.spec.ts
// checks every build). It plays each availability state, a download's progress, NotAllowedError
// for a download without a click, an unsupported pair, streaming and a failure mid-stream.
// Self-contained (no import, no outer variable), so Playwright can inject it as an init script.

type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface OnDeviceFakeConfig {
  detector?: Availability;
  translator?: Availability;
  summarizer?: Availability;
  /** What the detector finds in any text. */
  detected?: { language: string; confidence: number };
  /** Pairs the Translator does not support, as `from>to`. */
  unsupported?: string[];
  /** The translation adds markup characters (an image with a handler) to every piece. */
  markup?: boolean;
  /** The stream breaks after this many pieces. */
  failAfter?: number;
  /**
   * A download's progress stops after this fraction (0, 0.5 or 1 are sent) and its create() never
   * settles, until the caller aborts it (`signal`: AbortError).
   */
  stallAfter?: number;
  /** Without a browser's user activation (unit tests): whether the agent clicked. */
  clicked?: boolean;
}

/** Installs the fake APIs on `globalThis`; `window.__onDeviceFake` holds the config to change. */
export function installOnDeviceFake(config: OnDeviceFakeConfig) {
  const g = globalThis as unknown as Record<string, unknown>;
  const state = { ...config };
  g.__onDeviceFake = state;
  const availabilityOf = (model: 'detector' | 'translator' | 'summarizer') => state[model] ?? 'available';
  const activated = () => {
    const activation = (globalThis.navigator as { userActivation?: { isActive: boolean } } | undefined)
      ?.userActivation;
    return activation ? activation.isActive : state.clicked === true;
  };
  /** A create(): a download plays its progress (0, 50, 100 %) first, and needs a click. */
  async function created<T>(
    model: 'detector' | 'translator' | 'summarizer',
    options: { monitor?: (m: EventTarget) => void; signal?: AbortSignal } | undefined,
    session: T,
  ): Promise<T> {
    const availability = availabilityOf(model);
    if (availability === 'unavailable') throw new DOMException('unavailable', 'NotSupportedError');
    if (availability === 'available') return session;
    if (!activated()) throw new DOMException('needs a user gesture', 'NotAllowedError');
    const monitor = new EventTarget();
    options?.monitor?.(monitor);
    for (const loaded of [0, 0.5, 1]) {
      await new Promise((done) => setTimeout(done, 0));
      if (state.stallAfter !== undefined && loaded > state.stallAfter)
        return new Promise<T>((_, reject) =>
          options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      monitor.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded }));
    }
    state[model] = 'available';
    return session;
  }
  const translated = (text: string, to: string) =>
    `[${to}] ${text}${state.markup ? ` <img src=x onerror="alert('xss-translated')"><b>&amp;` : ''}`;
  g.LanguageDetector = {
    availability: async () => availabilityOf('detector'),
    create: (options?: { monitor?: (m: EventTarget) => void; signal?: AbortSignal }) =>
      created('detector', options, {
        detect: async () => [
          {
            detectedLanguage: state.detected?.language ?? 'en',
            confidence: state.detected?.confidence ?? 0.9,
          },
        ],
      }),
  };
  g.Translator = {
    availability: async ({ sourceLanguage, targetLanguage }: Record<string, string>) =>
      state.unsupported?.includes(`${sourceLanguage}>${targetLanguage}`)
        ? 'unavailable'
        : availabilityOf('translator'),
    create: (options: {
      sourceLanguage: string;
      targetLanguage: string;
      monitor?: (m: EventTarget) => void;
      signal?: AbortSignal;
    }) => {
      if (state.unsupported?.includes(`${options.sourceLanguage}>${options.targetLanguage}`))
        return Promise.reject(new DOMException('pair', 'NotSupportedError'));
      return created('translator', options, {
        translateStreaming(text: string) {
          // Word by word, as a model streams; failAfter breaks it after that many pieces.
          const pieces = translated(text, options.targetLanguage).match(/\S+\s*/g) ?? [];
          let sent = 0;
          return new ReadableStream<string>({
            async pull(controller) {
              await new Promise((done) => setTimeout(done, 0));
              if (state.failAfter !== undefined && sent >= state.failAfter) {
                controller.error(new DOMException('model crashed', 'UnknownError'));
                return;
              }
              const piece = pieces[sent++];
              if (piece === undefined) controller.close();
              else controller.enqueue(piece);
            },
          });
        },
      });
    },
  };
  g.Summarizer = {
    availability: async () => availabilityOf('summarizer'),
    create: (options?: { monitor?: (m: EventTarget) => void; signal?: AbortSignal }) =>
      created('summarizer', options, {
        summarize: async (text: string) =>
          `* The customer wrote ${text.split(/\s+/).length} words.\n* They want an answer.\n* First point of three.`,
      }),
  };
}

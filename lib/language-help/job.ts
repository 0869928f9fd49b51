import type { OnDeviceFailure } from './on-device';

// One step of language help (detect, translate, summarize) as a small machine: the agent asks,
// the model may first download (with its progress), then works, then is done or failed. Pure:
// `next(job, event)` is the whole table, and the views draw the state it returns.

export type Job =
  | { state: 'idle' }
  | { state: 'downloading'; percent: number }
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'failed'; code: OnDeviceFailure };

export type JobEvent =
  | { type: 'start' }
  | { type: 'progress'; loaded: number }
  /** The first of the result came: any download is over. */
  | { type: 'working' }
  | { type: 'finish' }
  | { type: 'fail'; code: OnDeviceFailure }
  | { type: 'reset' };

export const IDLE: Job = { state: 'idle' };

export function next(job: Job, event: JobEvent): Job {
  switch (event.type) {
    case 'start':
      // Asked again while it runs: the step under way goes on.
      return job.state === 'downloading' || job.state === 'working' ? job : { state: 'working' };
    case 'progress': {
      if (job.state !== 'downloading' && job.state !== 'working') return job;
      // 100 % stays said until the first of the result comes.
      return { state: 'downloading', percent: Math.round(Math.min(1, Math.max(0, event.loaded)) * 100) };
    }
    case 'working':
      return job.state === 'downloading' ? { state: 'working' } : job;
    case 'finish':
      return job.state === 'idle' ? job : { state: 'done' };
    case 'fail':
      return { state: 'failed', code: event.code };
    case 'reset':
      return IDLE;
  }
}

/** Whether the step is under way (its button then waits). */
export const busy = (job: Job) => job.state === 'downloading' || job.state === 'working';

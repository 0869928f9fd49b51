import { setProblemSink } from '@/lib/diagnostics/report';
import type { ProtocolClient } from '@/lib/messaging/client';

/** A page's problems go to the worker, their one keeper (one writer of `session:problems`). */
export function reportToWorker(client: ProtocolClient): void {
  setProblemSink((problem) => client.call({ op: 'reportProblem', problem }));
}

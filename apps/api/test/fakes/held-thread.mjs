// A thread for shared/thread-runner.ts whose tasks finish only when the test lets them: each task blocks on the
// gate (an Int32Array over a SharedArrayBuffer, in workerData) until the test sets it to 1. Its answer is a few
// bytes that start like a PDF.
import { parentPort, workerData } from 'node:worker_threads';

parentPort.on('message', (request) => {
  Atomics.wait(workerData.gate, 0, 0);
  parentPort.postMessage({ id: request.id, result: new TextEncoder().encode(`%PDF-1.7 held ${request.id}\n`) });
});

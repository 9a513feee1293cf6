/**
 * Reads an import's body off the server's thread: the JSON checks and parse, the document's
 * checks (validateRestaurant) and the pictures' base64, which for a 40 MB document held the event
 * loop for seconds. Posts back the document without its pictures, and each picture's bytes
 * (transferred, not copied), or the refusal. Started once, kept (unref'd) for the next import.
 */
import { parentPort } from 'node:worker_threads';
import { jsonProblem } from '../../http/hardening';
import { HttpError } from '../../http/errors';
import { validateRestaurant } from './service';

export interface ReadResult {
  ok: true;
  doc: Record<string, unknown>;
  pictures: [string, Uint8Array][];
}
export interface ReadRefusal {
  ok: false;
  status: number;
  code: string;
  message: string;
}

function read(bytes: Uint8Array): ReadResult | ReadRefusal {
  try {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const problem = jsonProblem(text);
    if (problem) return { ok: false, status: 400, code: 'BAD_REQUEST', message: problem };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      return { ok: false, status: 400, code: 'BAD_REQUEST', message: `Not JSON: ${why}` };
    }
    const doc = validateRestaurant(parsed);
    const pictures = Object.entries(doc.pictures).map(([path, data]): [string, Uint8Array] => [
      path,
      new Uint8Array(Buffer.from(data, 'base64')),
    ]);
    return { ok: true, doc: { ...doc, pictures: {} }, pictures };
  } catch (err) {
    if (err instanceof HttpError)
      return { ok: false, status: err.statusCode, code: err.code, message: err.message };
    throw err;
  }
}

// One reader serves every import of the process: { id, bytes } in, { id, result } out.
parentPort?.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  const result = read(bytes);
  parentPort?.postMessage(
    { id, result },
    result.ok ? result.pictures.map(([, b]) => b.buffer as ArrayBuffer) : [],
  );
});

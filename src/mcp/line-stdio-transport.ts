import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** A request line over this is refused (an agent's requests are a few kilobytes; a page it sends back, far less than this). */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

type RequestId = string | number;

const shownSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes} bytes`);

/** A JSON-RPC error response, sent when a line cannot be answered as a request. */
const errorResponse = (id: RequestId | null, code: number, message: string) => ({ jsonrpc: '2.0' as const, id, error: { code, message } });

/** The id of a request JSON-RPC could not accept, when it has one of the right type. */
function idOf(value: unknown): RequestId | null {
  if (!value || typeof value !== 'object' || !('id' in value)) return null;
  const { id } = value as { id: unknown };
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** A line read as JSON-RPC: the message, or the error response JSON-RPC prescribes for it. */
export function readLine(line: string): { message: JSONRPCMessage } | { refused: ReturnType<typeof errorResponse> } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { refused: errorResponse(null, ErrorCode.ParseError, `Parse error: the line is not JSON (${(error as Error).message})`) };
  }
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (!parsed.success) return { refused: errorResponse(idOf(value), ErrorCode.InvalidRequest, 'Invalid Request: the line is JSON but not a JSON-RPC 2.0 message') };
  return { message: parsed.data };
}

/**
 * MCP over stdio, one JSON-RPC message a line, as the SDK's transport reads it, with what the SDK's
 * does not: a line that is not JSON is answered with a parse error (-32700, id null) instead of
 * silence, and a line over `MAX_LINE_BYTES` is skipped as it arrives (never held) and answered with
 * an error, where the SDK's closed the transport and the server exited with code 0.
 */
export class LineStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Inside a line that went over the limit: its bytes are dropped up to its end. */
  private skipping = false;
  private closed = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  private readonly onData = (chunk: Buffer) => this.take(chunk);
  private readonly onInputError = (error: Error) => this.onerror?.(error);

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onInputError);
  }

  /** Splits a chunk at its line ends; each whole line is answered, an unfinished one kept unless it is over the limit. */
  private take(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      this.endLine(chunk.subarray(start, end));
      start = end + 1;
    }
    this.keep(chunk.subarray(start));
  }

  private keep(part: Buffer): void {
    if (this.skipping || part.length === 0) return;
    this.pending.push(part);
    this.pendingBytes += part.length;
    if (this.pendingBytes > this.maxLineBytes) this.startSkipping();
  }

  private startSkipping(): void {
    this.resetLine();
    this.skipping = true;
  }

  private resetLine(): void {
    this.pending = [];
    this.pendingBytes = 0;
  }

  private endLine(tail: Buffer): void {
    if (this.skipping || this.pendingBytes + tail.length > this.maxLineBytes) {
      this.resetLine();
      this.skipping = false;
      void this.refuse(errorResponse(null, ErrorCode.InvalidRequest, `Invalid Request: the line is over ${shownSize(this.maxLineBytes)}, the most one request may be; it was not read`));
      return;
    }
    const line = Buffer.concat([...this.pending, tail])
      .toString('utf8')
      .replace(/\r$/, '');
    this.resetLine();
    // JSON-RPC lets a stream carry blank lines between messages.
    if (line.trim() === '') return;
    const read = readLine(line);
    if ('message' in read) this.onmessage?.(read.message);
    else void this.refuse(read.refused);
  }

  private refuse(response: ReturnType<typeof errorResponse>): Promise<void> {
    return this.write(`${JSON.stringify(response)}\n`);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(`${JSON.stringify(message)}\n`);
  }

  private write(text: string): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => (this.output.write(text) ? resolve() : this.output.once('drain', resolve)));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('error', this.onInputError);
    if (this.input.listenerCount('data') === 0) this.input.pause();
    this.resetLine();
    this.onclose?.();
  }
}

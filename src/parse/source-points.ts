/** A unist point: 1-based line and column, 0-based offset. */
export interface Point {
  line: number;
  column: number;
  offset: number;
}

/** Offsets to line/column in one document, by a binary search over its line starts. */
export class SourcePoints {
  private readonly lineStarts: number[] = [0];

  constructor(readonly source: string) {
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  point(offset: number): Point {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low]! + 1, offset };
  }

  /** The text of the line `offset` is on, from its start up to `offset`. */
  lineBefore(offset: number): string {
    return this.source.slice(this.lineStarts[this.point(offset).line - 1]!, offset);
  }

  /** The text of the line `offset` is on, from `offset` to its end. */
  lineAfter(offset: number): string {
    const end = this.source.indexOf('\n', offset);
    return this.source.slice(offset, end === -1 ? undefined : end);
  }
}

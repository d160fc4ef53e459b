/**
 * The shop's priced figures between pricing and building the wire objects. A 30-property shop
 * prices about a thousand stays; if each room rate became its wire object as soon as it was
 * priced, its thousands of small objects (one heap number per amount) would be alive while the
 * pricing of the next stays fills the young generation, and every minor collection during the
 * shop would copy them. So the shop first prices every stay and writes the figures here, in one
 * growable column of doubles plus one column of (shared, already existing) strings, and builds
 * the wire objects in one pass after the last stay is priced.
 *
 * Written and read strictly in the same order: {@link FigureTape.reader} reads back what the
 * writes put, one value after the other.
 */
export class FigureTape {
  private figures: Float64Array;
  private size = 0;
  private readonly texts: string[] = [];

  /** @param capacity figures expected (the column grows when more come). */
  constructor(capacity: number) {
    this.figures = new Float64Array(Math.max(capacity, 64));
  }

  /** Appends a figure. */
  write(value: number): void {
    if (this.size === this.figures.length) {
      const grown = new Float64Array(this.figures.length * 2);
      grown.set(this.figures);
      this.figures = grown;
    }
    this.figures[this.size++] = value;
  }

  /** Appends a string (kept by reference). */
  writeText(text: string): void {
    this.texts.push(text);
  }

  /** A reader from the start of the tape. */
  reader(): FigureReader {
    return new FigureReader(this.figures, this.texts);
  }
}

/** Reads a {@link FigureTape} back in writing order. */
export class FigureReader {
  private figureAt = 0;
  private textAt = 0;

  constructor(
    private readonly figures: Float64Array,
    private readonly texts: readonly string[],
  ) {}

  /** The next figure. */
  next(): number {
    return this.figures[this.figureAt++] as number;
  }

  /** The next string. */
  text(): string {
    return this.texts[this.textAt++] as string;
  }
}

// Finding the op the server keeps failing on, so one op cannot block the outbox behind it
// (head-of-line blocking). A push that fails on the server's side while the server is
// otherwise answering (the pull after it went through) is sent again in halves: the half
// holding the culprit keeps failing and shrinks to that op alone; after a few failures of
// that op on its own, the engine gives up sending it and makes it a conflict. A half that
// goes through lets the batch grow again, doubling, up to the full size.
//
// The memory is the engine's, not the device's: a new leader tab starts over from full
// batches, which costs a few more failing pushes, never an op.

/** Failures of one op sent alone before the engine gives up on it. */
export const LONE_FAILURES_BEFORE_GIVING_UP = 3;

export class FailingOpIsolation {
  private narrowedSize: number | null = null;
  private lone: { opId: string; failures: number } | null = null;

  constructor(private readonly fullBatchSize: number) {}

  /** Whether pushes are narrowed down around a failing op (sent one after another, then). */
  narrowing(): boolean {
    return this.narrowedSize !== null;
  }

  /** How many ops the next push sends. */
  batchSize(): number {
    return this.narrowedSize ?? this.fullBatchSize;
  }

  /**
   * A push failed on the server's side and these of its ops (the head of the outbox, in
   * order) are still queued. Returns the op id to give up on, or null to try again.
   */
  recordFailure(unsettled: readonly { op_id: string }[]): string | null {
    if (unsettled.length === 0) return null;
    if (unsettled.length > 1) {
      this.narrowedSize = Math.ceil(unsettled.length / 2);
      this.lone = null;
      return null;
    }
    const opId = unsettled[0].op_id;
    const failures = this.lone?.opId === opId ? this.lone.failures + 1 : 1;
    if (failures >= LONE_FAILURES_BEFORE_GIVING_UP) {
      this.reset();
      return opId;
    }
    this.narrowedSize = 1;
    this.lone = { opId, failures };
    return null;
  }

  /** A push went through: whatever failed before is behind, or not in this batch. */
  recordSuccess(): void {
    this.lone = null;
    if (this.narrowedSize === null) return;
    const doubled = this.narrowedSize * 2;
    this.narrowedSize = doubled >= this.fullBatchSize ? null : doubled;
  }

  reset(): void {
    this.narrowedSize = null;
    this.lone = null;
  }
}

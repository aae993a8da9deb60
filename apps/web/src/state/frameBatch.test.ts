import { describe, expect, it } from 'vitest';
import { frameBatch } from './frameBatch';

/** A batch whose frames run when the test says so. */
function framed<T>() {
  const frames: (() => void)[] = [];
  const applied: T[][] = [];
  const batch = frameBatch<T>(
    (items) => applied.push(items),
    (flush) => frames.push(flush),
  );
  const runFrame = () => frames.splice(0).forEach((f) => f());
  return { batch, frames, applied, runFrame };
}

describe('frame batch: socket messages applied once per animation frame', () => {
  it('hands every message of a frame to one apply, in arrival order, and nothing before the frame', () => {
    const { batch, frames, applied, runFrame } = framed<number>();
    batch.push(1);
    batch.push(2);
    batch.push(3);
    expect(frames).toHaveLength(1); // one frame asked for, however many messages
    expect(applied).toEqual([]);
    runFrame();
    expect(applied).toEqual([[1, 2, 3]]);
  });

  it('loses nothing across frames: what arrives after a frame goes to the next one, in order', () => {
    const { batch, frames, applied, runFrame } = framed<string>();
    batch.push('a');
    runFrame();
    batch.push('b');
    batch.push('c');
    expect(frames).toHaveLength(1);
    runFrame();
    runFrame(); // a frame with nothing queued applies nothing
    batch.push('d');
    runFrame();
    expect(applied).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('applies what is queued at once on flush, and the frame after finds nothing to do', () => {
    const { batch, applied, runFrame } = framed<number>();
    batch.push(1);
    batch.flush();
    expect(applied).toEqual([[1]]);
    runFrame();
    expect(applied).toEqual([[1]]);
  });

  it('drops the queue on cancel and ignores later messages', () => {
    const { batch, frames, applied, runFrame } = framed<number>();
    batch.push(1);
    batch.cancel();
    batch.push(2);
    runFrame();
    expect(applied).toEqual([]);
    expect(frames).toHaveLength(0);
  });
});

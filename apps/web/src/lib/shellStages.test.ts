import { afterEach, describe, expect, it, vi } from 'vitest';
import { endShellHold, firstPageDrawn, shellIsHeld, shellWaitsForPart, startShellHold } from './shellStages';

afterEach(() => endShellHold());

describe("index.html's held shell and the parts drawn behind it", () => {
  it('goes when the first page is drawn, if no part is still to come', () => {
    const release = vi.fn();
    startShellHold(release);
    expect(shellIsHeld()).toBe(true);
    firstPageDrawn();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('waits for every part still to come after the page, and goes with the last one', () => {
    const release = vi.fn();
    startShellHold(release);
    const tabBar = shellWaitsForPart();
    const blocks = shellWaitsForPart();
    firstPageDrawn();
    expect(release).not.toHaveBeenCalled();
    tabBar();
    tabBar(); // a part says it once, however often it is called
    expect(release).not.toHaveBeenCalled();
    blocks();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('does not go for a part drawn before the page itself', () => {
    const release = vi.fn();
    startShellHold(release);
    shellWaitsForPart()();
    expect(release).not.toHaveBeenCalled();
    firstPageDrawn();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('holds nothing once it has gone (a slow page, or the wait ran out)', () => {
    const release = vi.fn();
    startShellHold(release);
    endShellHold();
    expect(shellIsHeld()).toBe(false);
    const part = shellWaitsForPart();
    firstPageDrawn();
    part();
    expect(release).not.toHaveBeenCalled();
  });
});

import { stageWaitText, waitStepTexts } from './stage-wait-text';

describe('stage wait text', () => {
  const wait = {
    endedBy: 'memory-cookie',
    waitedMs: 1234,
    steps: [
      { step: 'load', endedBy: 'load', waitedMs: 400 },
      { step: 'settle', endedBy: 'memory-cookie', waitedMs: 834 },
    ],
  };

  it('says how long the stage waited and what ended it', () => {
    expect(stageWaitText(wait)).toBe('Waited 1.2 s, until the memory cookie was there');
    expect(stageWaitText({ ...wait, endedBy: 'deadline' })).toBe('Waited 1.2 s, until its time limit');
    expect(stageWaitText(null)).toBeNull();
  });

  it('lists each wait with its reason', () => {
    expect(waitStepTexts(wait)).toEqual(['load 0.4 s (the page loaded)', 'settle 0.8 s (the memory cookie was there)']);
  });
});

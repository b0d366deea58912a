import { canaryStagesSchema, parseStagesText, readCanaryStages, stagesText } from './canary-stages.ts';

describe('canary stages as a release gives them', () => {
  it('reads percents separated by commas, a held stage marked :manual, and writes them back the same', () => {
    const stages = parseStagesText('10, 50:manual,100');
    expect(stages).toEqual([
      { percent: 10, manual: false },
      { percent: 50, manual: true },
      { percent: 100, manual: false },
    ]);
    expect(stagesText(stages as never)).toBe('10,50:manual,100');
  });

  it('refuses text out of form, quoting the part at fault', () => {
    expect(parseStagesText('10,fifty,100')).toMatch(/^"fifty" is not a stage/);
    expect(parseStagesText('10,50:auto')).toMatch(/^"50:auto" is not a stage/);
    expect(parseStagesText('10,,100')).toMatch(/^"" is not a stage/);
    expect(parseStagesText('1,2,3,4,5,6,7,8,9,10,11')).toBe('Give at most 10 stages.');
  });

  it('refuses hostile text in a stage, quoting it trimmed and cut to 20 characters', () => {
    for (const part of ["$'", '$&', '\u0000', '\r\n', '</script>', '10;50', '50:manual:manual', 'x'.repeat(500)]) {
      const refusal = parseStagesText(`10,${part},100`);
      expect(typeof refusal).toBe('string');
      expect((refusal as string).startsWith(`"${part.trim().slice(0, 20)}" is not a stage:`)).toBe(true);
    }
  });

  it('takes stages that go strictly up from the canary share, with a positive step, fractions allowed', () => {
    expect(readCanaryStages({ canary: 10, stages: '10,50:manual,100', step_minutes: '0.05' })).toEqual({
      canary: 10,
      stages: [
        { percent: 10, manual: false },
        { percent: 50, manual: true },
        { percent: 100, manual: false },
      ],
      step_minutes: 0.05,
    });
    // A last stage under 100 leaves the promotion to someone.
    expect(readCanaryStages({ canary: 5, stages: '5,25', step_minutes: '60' })).toMatchObject({ step_minutes: 60 });
  });

  it.each([
    [{ canary: 10, stages: '20,50,100', step_minutes: '30' }, 'stages.0.percent', 'starting share: 10, not 20'],
    [{ canary: 10, stages: '10,50,50', step_minutes: '30' }, 'stages.2.percent', 'strictly up: 50 follows 50'],
    [{ canary: 10, stages: '10,5,100', step_minutes: '30' }, 'stages.1.percent', 'strictly up: 5 follows 10'],
    [{ canary: 10, stages: '10,101', step_minutes: '30' }, 'stages.1.percent', '1 to 100 %'],
    [{ canary: 10, stages: '10,0', step_minutes: '30' }, 'stages.1.percent', '1 to 100 %'],
    [{ canary: 10, stages: '10', step_minutes: '30' }, 'stages', 'at least two stages'],
    [{ canary: 10, stages: '10,100:manual', step_minutes: '30' }, 'stages.1.manual', 'cannot be held'],
    [{ canary: 0, stages: '1,100', step_minutes: '30' }, 'canary', 'not a preview'],
    [{ canary: undefined, stages: '10,100', step_minutes: '30' }, 'canary', 'Stages need a canary'],
    [{ canary: 10, stages: '10,100', step_minutes: '0' }, 'step_minutes', 'at least 0.01 minutes'],
    [{ canary: 10, stages: '10,100', step_minutes: '-5' }, 'step_minutes', 'at least 0.01 minutes'],
    [{ canary: 10, stages: '10,100', step_minutes: '20000' }, 'step_minutes', 'at most 10080 minutes'],
    [{ canary: 10, stages: '10,100', step_minutes: 'soon' }, 'step_minutes', 'in minutes'],
    [{ canary: 10, stages: '10,100', step_minutes: '' }, 'step_minutes', 'in minutes'],
    [{ canary: 10, stages: '10,100', step_minutes: undefined }, 'step_minutes', 'in minutes'],
    [{ canary: 10, stages: undefined, step_minutes: '30' }, 'stages', 'needs stages'],
    [{ canary: 10, stages: '10;100', step_minutes: '30' }, 'stages', 'is not a stage'],
  ])('refuses %j, naming the field %s', (input, field, words) => {
    const read = readCanaryStages(input);
    expect(read).toEqual({ field, message: expect.stringContaining(words) });
  });

  it('checks stages given as JSON the same way', () => {
    const parsed = canaryStagesSchema.safeParse({
      canary: 10,
      stages: [{ percent: 10 }, { percent: 40.5 }],
      step_minutes: 30,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['stages', 1, 'percent'], message: expect.any(String) });
    // `manual` defaults to false.
    expect(
      canaryStagesSchema.parse({ canary: 10, stages: [{ percent: 10 }, { percent: 100 }], step_minutes: 1 }),
    ).toMatchObject({
      stages: [
        { percent: 10, manual: false },
        { percent: 100, manual: false },
      ],
    });
  });
});

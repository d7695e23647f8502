import { describe, expect, it } from 'vitest';
import { defaultSubject, feedbackProblems } from './feedback-rules.ts';

const valid = { email: 'anna.keller@kellertronic.de', subject: '1', comment: 'The datasheet link for LM358DR is broken.' };

describe('feedback rules', () => {
  it('accepts a complete message', () => {
    expect(feedbackProblems(valid)).toEqual({});
  });

  it.each(['', 'a@b.c', '     '])('asks for an email address when it is empty or short (%j)', (email) => {
    expect(feedbackProblems({ ...valid, email }).email).toBe('Enter an email address');
  });

  it.each(['anna.keller', 'anna@kellertronic', '张三@example.com', 'anna keller@x.de'])('asks for a valid address for %s', (email) => {
    expect(feedbackProblems({ ...valid, email }).email).toBe('Enter a valid email address');
  });

  it('asks for a subject and a comment', () => {
    expect(feedbackProblems({ ...valid, subject: '', comment: '  ' })).toEqual({ subject: 'Select a subject', comment: 'Enter a Comment' });
  });

  it('preselects subject 1 when offered, nothing otherwise', () => {
    expect(defaultSubject({ '1': 'Website problem', '2': 'Order' })).toBe('1');
    expect(defaultSubject({ '2': 'Order' })).toBe('');
    expect(defaultSubject(undefined)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { fileSizeText, licenceFileProblem, licenceTypeOf } from './licence-file.ts';

const MB = 1_048_576;

describe('a licence chosen in the browser', () => {
  it('is taken as a JPEG, PNG or PDF by its type, or by its name when the browser gives none', () => {
    expect(licenceTypeOf({ name: 'scan.bin', type: 'application/pdf' })).toBe('application/pdf');
    expect(licenceTypeOf({ name: 'IMG_2041.JPEG', type: '' })).toBe('image/jpeg');
    expect(licenceTypeOf({ name: 'licence.png', type: 'text/html' })).toBeUndefined();
  });

  it('is refused with a clear message when it is another type, too large or empty', () => {
    expect(licenceFileProblem({ name: 'licence.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 2000 })).toBe('Choose a JPG, PNG or PDF file');
    expect(licenceFileProblem({ name: 'licence.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toContain('larger than 10 MB');
    expect(licenceFileProblem({ name: 'licence.pdf', type: 'application/pdf', size: 0 })).toBe('The file is empty');
    expect(licenceFileProblem({ name: 'licence.pdf', type: 'application/pdf', size: 10 * MB })).toBeUndefined();
  });

  it('has its size said in kilobytes or megabytes in the page language', () => {
    expect(fileSizeText(845_210, 'en')).toBe('825 kB');
    expect(fileSizeText(2_316_480, 'de')).toBe('2,2 MB');
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../account/validation';
import { hideReviewSchema, isReviewValidationMessageId, REVIEW_TEXT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH, reviewSchema } from './review';

const valid = { rating: 4, title: '  Quiet and fast ', text: ' Holds 144 FPS.\n\nTidy cables. ' };

const errorsOf = (input: unknown) => {
  const result = reviewSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('reviewSchema', () => {
  it('trims title and text and keeps them as typed otherwise (plain text)', () => {
    expect(reviewSchema.parse(valid)).toEqual({ rating: 4, title: 'Quiet and fast', text: 'Holds 144 FPS.\n\nTidy cables.' });
    expect(reviewSchema.parse({ ...valid, title: '<script>x</script>' }).title).toBe('<script>x</script>');
  });

  it('needs a title (SPEC §5) but not a text', () => {
    expect(errorsOf({ ...valid, title: '   ' })).toEqual({ title: 'validation.required' });
    const { title: _t, ...untitled } = valid;
    expect(errorsOf(untitled)).toEqual({ title: 'validation.required' });
    const { text: _x, ...textless } = valid;
    expect(reviewSchema.parse(textless).text).toBe('');
  });

  it('takes whole stars from 1 to 5', () => {
    for (const rating of [1, 5]) expect(errorsOf({ ...valid, rating })).toEqual({});
    for (const rating of [0, 6, 4.5, '4', null, undefined]) expect(errorsOf({ ...valid, rating })).toEqual({ rating: 'reviews.validation.rating' });
  });

  it('bounds title and text', () => {
    expect(errorsOf({ ...valid, title: 'x'.repeat(REVIEW_TITLE_MAX_LENGTH), text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH) })).toEqual({});
    expect(errorsOf({ ...valid, title: 'x'.repeat(REVIEW_TITLE_MAX_LENGTH + 1), text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) })).toEqual({
      title: 'validation.tooLong',
      text: 'reviews.validation.textTooLong',
    });
  });

  it('knows its own message ids', () => {
    expect(isReviewValidationMessageId('reviews.validation.rating')).toBe(true);
    expect(isReviewValidationMessageId('validation.required')).toBe(false);
  });
});

describe('hideReviewSchema', () => {
  it('needs a reason', () => {
    expect(hideReviewSchema.safeParse({ reason: ' ' }).success).toBe(false);
    expect(hideReviewSchema.parse({ reason: ' Advertising ' })).toEqual({ reason: 'Advertising' });
  });
});

import { describe, expect, it } from 'vitest';
import { PC_BUILD_NAME_MAX_LENGTH } from './buildLimits';
import { pcBuildNameSchema, pcBuildRenameSchema } from './buildNameSchemas';

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('pcBuildNameSchema (SPEC §5 "Name is too long")', () => {
  it('trims the name and accepts one of the longest length', () => {
    expect(pcBuildNameSchema.parse('  Streaming rig  ')).toBe('Streaming rig');
    expect(pcBuildNameSchema.parse('x'.repeat(PC_BUILD_NAME_MAX_LENGTH))).toHaveLength(PC_BUILD_NAME_MAX_LENGTH);
  });

  it('refuses a longer one with the catalogue’s message id', () => {
    expect(issueOf(pcBuildNameSchema.safeParse('x'.repeat(PC_BUILD_NAME_MAX_LENGTH + 1)))).toBe('validation.nameTooLong');
  });

  it('lets an empty name through, for the fallback name', () => {
    expect(pcBuildNameSchema.parse('   ')).toBe('');
  });
});

describe('pcBuildRenameSchema', () => {
  it('requires a name', () => {
    expect(issueOf(pcBuildRenameSchema.safeParse('  '))).toBe('validation.required');
    expect(issueOf(pcBuildRenameSchema.safeParse(undefined))).toBe('validation.required');
  });

  it('refuses a name that is too long', () => {
    expect(issueOf(pcBuildRenameSchema.safeParse('y'.repeat(PC_BUILD_NAME_MAX_LENGTH + 1)))).toBe('validation.nameTooLong');
  });
});

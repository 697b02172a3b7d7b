import { describe, expect, it } from 'vitest';
import {
  isAddressPattern,
  patternCovers,
  patternCoversOrHolds,
  patternProblem,
} from '../../src/model/address-pattern.js';

describe('patternCovers: what a policy.ignore entry leaves alone', () => {
  it.each([
    ['site.*', 'site.portal', true],
    ['site.*', 'site."Acme Docs"', true],
    ['site.*', 'site.portal.section.Guides.space.spc_a', true],
    ['site.*', 'space.guides', false],
    ['team.s*', 'team.sales', true],
    ['team.s*', 'team.s', true],
    ['team.s*', 'team.eng', false],
    ['team.*s', 'team.ops', true],
    ['site.portal.section.*', 'site.portal.section."Getting started"', true],
    ['site.portal.section.*', 'site.portal.group.Products.section.API', false],
    ['site.portal.section.*', 'site.portal', false],
    ['site.*.section.Guides', 'site.blog.section.Guides', true],
    ['member.*@acme.example', 'member.bob@acme.example', true],
    ['member.*@acme.example', 'member.bob@acme.example.evil', false],
    ['member.*', 'member.first.last@x.example', true],
    ['site.portal.section.Getting*', 'site.portal.section."Getting started"', true],
    ['team."s*"', 'team.sales', false],
    ['team."s*"', 'team."s*"', true],
    ['team.eng', 'team.eng', true],
    ['team.eng', 'team.engineering', false],
  ])('%s covers %s: %s', (entry, address, expected) => {
    expect(patternCovers(entry, address)).toBe(expected);
  });
});

describe('patternCoversOrHolds: what a policy.protect entry keeps from a delete', () => {
  it('keeps what the entry covers, and what holds an object it may match', () => {
    expect(patternCoversOrHolds('site.portal.section.*', 'site.portal')).toBe(true);
    expect(patternCoversOrHolds('site.portal.section.*', 'site.portal.section.Legal')).toBe(true);
    expect(patternCoversOrHolds('site.portal.section.*', 'site.blog')).toBe(false);
    expect(patternCoversOrHolds('team.s*', 'team.eng')).toBe(false);
  });
});

describe('isAddressPattern and patternProblem', () => {
  it('tells a pattern from an address: a * outside quotes', () => {
    expect(isAddressPattern('site.*')).toBe(true);
    expect(isAddressPattern('member.*@acme.example')).toBe(true);
    expect(isAddressPattern('site.portal.section."A*B"')).toBe(false);
    expect(isAddressPattern('site.portal')).toBe(false);
  });

  it('refuses the wildcards of other dialects outside quotes, and takes them inside', () => {
    for (const entry of ['site.doc?', 'team.[ab]*', 'site.{a,b}', '!site.a', 'site.@(a|b)']) {
      expect(patternProblem(entry), entry).toMatch(/is not supported: the only wildcard is `\*`/);
    }
    expect(patternProblem('site.**')).toMatch(/^`\*\*` is not supported/);
    expect(patternProblem('site.portal.section."FAQ?"')).toBeUndefined();
    expect(patternProblem('site.*.section.*')).toBeUndefined();
  });
});

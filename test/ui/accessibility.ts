import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 level AA, the criteria of every earlier version included. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's serious and critical WCAG 2.2 AA violations on the page as it stands (or within the
 * `within` selector), one line per rule with the elements it found. Only violations are collected
 * (resultTypes), which keeps a run short.
 */
export const accessibilityViolations = async (page: Page, within?: string): Promise<string[]> => {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).options({ resultTypes: ['violations'] });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.help}) on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

import type { Rule } from 'eslint';

/** Types of module-boundaries.js, for its test (apps/server/src/module-boundaries.test.ts). */
declare const rule: Rule.RuleModule;
export default rule;

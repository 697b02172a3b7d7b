import type { SerializedChange, SerializedPlan, UnmanagedObject } from '../model/plan.js';
import type { RenderMode } from './format-value.js';
import { childLine, childrenLine, fieldLines, formatPosition, SYMBOL } from './format-value.js';
import type { UndeclaredIds } from './as-written.js';
import { undeclaredIds } from './as-written.js';
import { diagnosticLine, errorCount, errorsFirst } from './diagnostics.js';
import { headline, scopeOf, targetLine, targetsOf } from './headlines.js';
import { failedDiagnostics, notesOn, shownDiagnostics } from './shown-diagnostics.js';
import type { Palette } from './palette.js';
import { palette } from './palette.js';
import { terminalText as t } from './terminal-escape.js';
import { attentionTextLines } from './attention-lines.js';
import { ADMIN_FLAG, unmanagedLine } from './unmanaged-lines.js';

export interface TextOptions {
  readonly color: boolean;
  readonly mode: RenderMode;
}

/**
 * The human plan, Terraform-like: what needs attention first (attention-lines.ts), then
 * one block per address with `+ ~ - -> -/+`, a line per field, then unmanaged objects,
 * diagnostics and the summary line. In drift mode the
 * same changes read as differences: before is what the live org holds, after what the
 * YAML says. A plan with errors is no plan: its problems, errors first, and the line
 * saying it failed. A targeted plan says so first and in its last
 * line.
 */
export function renderText(doc: SerializedPlan, options: TextOptions): string {
  const p = palette(options.color);
  const scope = scopeOf(doc);
  const errors = errorCount(doc.diagnostics);
  if (errors > 0) {
    const problems = errorsFirst(failedDiagnostics(doc.diagnostics)).map((d) =>
      diagnosticLine(d, p),
    );
    return `${problems.join('')}${p.error(headline(doc, options.mode, scope))}\n`;
  }
  const lines: string[] = [];
  const targets = targetsOf(doc);
  if (targets.length > 0) lines.push(p.warning(targetLine(targets, options.mode)), '');
  lines.push(...attentionTextLines(doc, options.mode, p, scope));
  if (doc.changes.length > 0) {
    lines.push(intro(options.mode, scope), '');
    const ids = undeclaredIds(doc);
    for (const change of doc.changes) {
      lines.push(
        ...changeBlock(change, p, ids),
        ...notesOn(doc.diagnostics, change.address).map((n) => p.dim(`      # ${n}`)),
        '',
      );
    }
  }
  if (doc.unmanaged.length > 0) {
    lines.push(p.bold('Unmanaged (live, not in the YAML, left alone):'));
    for (const u of doc.unmanaged) lines.push(unmanagedText(u, p));
    lines.push('');
  }
  const shown = shownDiagnostics(doc.diagnostics);
  if (shown.length > 0) {
    lines.push(p.bold('Diagnostics:'));
    lines.push(shown.map((d) => diagnosticLine(d, p, '  ')).join(''));
  }
  lines.push(p.bold(headline(doc, options.mode, scope)));
  return `${lines.join('\n')}\n`;
}

/**
 * One unmanaged entry: `  ADDRESS (WHAT) "TITLE": STATE [admin] (REASON)`, a grant's and
 * a share link's without a title (`(member usr_carol on site.portal): role edit`), an admin's
 * flag in the warning colour.
 */
function unmanagedText(u: UnmanagedObject, p: Palette): string {
  const line = unmanagedLine(u);
  const title = line.title === undefined ? '' : ` ${JSON.stringify(line.title)}`;
  const state = line.state === undefined ? '' : `: ${line.state}`;
  const reason = line.reason === undefined ? '' : ` (${line.reason})`;
  const flag = line.admin ? ` ${p.warning(ADMIN_FLAG)}` : '';
  return `${t(`  ${u.address} (${line.what})${title}${state}`)}${flag}${t(reason)}`;
}

/** The first line of a plan with changes, naming the environment of `--env NAME`. */
function intro(mode: RenderMode, scope: string | undefined): string {
  const where = scope === undefined ? '' : ` in ${scope}`;
  return mode === 'plan'
    ? `docform will perform these actions${where}, in this order:`
    : `Drift${where}: the live organization differs from the YAML.\n(before -> after reads: what the live org holds -> what the YAML says; in a list or an object, + is in the YAML only, - in the live org only)`;
}

function changeBlock(change: SerializedChange, p: Palette, ids: UndeclaredIds): string[] {
  const paint = p[change.action];
  const position = formatPosition(change);
  const id = change.id === undefined ? '' : p.dim(` [${t(change.id)}]`);
  const head = `${paint(SYMBOL[change.action].padStart(3))} ${t(change.address)} ${p.dim(`(${change.kind} ${change.action})`)}${id}`;
  const body = (change.fields ?? []).flatMap((f) =>
    fieldLines(f, change, ids).map((line, i) => `${i === 0 ? '      ' : '        '}${t(line)}`),
  );
  if (position) body.push(`      ${p.move(`-> ${t(position)}`)}`);
  const children = childrenLine(change);
  if (children !== undefined) {
    body.push(`      ${children}`);
    for (const child of change.children ?? [])
      body.push(`        ${p.delete(t(childLine(child)))}`);
  }
  if (change.parent && change.action !== 'delete') body.push(p.dim(`      in ${t(change.parent)}`));
  return [head, ...body];
}

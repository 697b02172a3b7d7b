/**
 * A large, valid config for the validation benchmark: members, teams, spaces and
 * sites with sections and site spaces, `objects` declarations in all.
 */
export function generateConfig(objects: number): { text: string; count: number } {
  const lines = ['version: 1', 'organization: org_bench'];
  const sites = Math.max(1, Math.floor(objects / 100));
  const sectionsPerSite = 20;
  const spacesPerSection = 2;
  const perSite = 1 + sectionsPerSite * (1 + spacesPerSection);
  const rest = Math.max(0, objects - sites * perSite);
  const members = Math.floor(rest * 0.4);
  const teams = Math.floor(rest * 0.4);
  const spaces = rest - members - teams;
  lines.push('members:');
  for (let i = 0; i < members; i += 1) lines.push(`  user${i}@bench.example: edit`);
  lines.push('teams:');
  for (let i = 0; i < teams; i += 1) {
    lines.push(
      `  team-${i}:`,
      `    title: Team ${i}`,
      `    members: [user${i % Math.max(1, members)}@bench.example]`,
    );
  }
  lines.push('spaces:');
  for (let i = 0; i < Math.max(1, spaces); i += 1)
    lines.push(`  space-${i}: { id: spc_${i}, editMode: live }`);
  lines.push('sites:');
  for (let s = 0; s < sites; s += 1) {
    lines.push(`  site-${s}:`, `    title: Site ${s}`, '    visibility: public', '    sections:');
    for (let c = 0; c < sectionsPerSite; c += 1) {
      lines.push(`      - title: Section ${c}`, `        path: section-${c}`, '        spaces:');
      for (let p = 0; p < spacesPerSection; p += 1) {
        const space = (s * sectionsPerSite + c * spacesPerSection + p) % Math.max(1, spaces);
        lines.push(
          `          - { space: space-${space}, path: p${p}${p === 0 ? ', default: true' : ''} }`,
        );
      }
    }
  }
  const count = members + teams + Math.max(1, spaces) + sites * perSite;
  return { text: `${lines.join('\n')}\n`, count };
}

/**
 * Where two catalogues differ in shape (issue #33, D83): keys in one language and not the other, arrays of
 * other lengths, a text where the other has a function, functions of another number of arguments. The
 * types already refuse most of these; this is the run-time check of the test and of `npm run lint`.
 */
export function catalogueDifferences(english: unknown, other: unknown, path = ''): string[] {
  const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  if (kind(english) !== kind(other))
    return [`${path || '(root)'}: ${kind(english)} in English, ${kind(other)} in the other`];
  if (typeof english === 'function' && typeof other === 'function') {
    return english.length === other.length
      ? []
      : [`${path}: takes ${english.length} argument(s) in English, ${other.length} in the other`];
  }
  if (Array.isArray(english) && Array.isArray(other)) {
    if (english.length !== other.length)
      return [`${path}: ${english.length} items in English, ${other.length} in the other`];
    return english.flatMap((item, index) => catalogueDifferences(item, other[index], `${path}[${index}]`));
  }
  if (typeof english === 'object' && english && typeof other === 'object' && other) {
    const a = english as Record<string, unknown>;
    const b = other as Record<string, unknown>;
    const missing = Object.keys(a)
      .filter((key) => !(key in b))
      .map((key) => `${path}.${key}: only in English`);
    const extra = Object.keys(b)
      .filter((key) => !(key in a))
      .map((key) => `${path}.${key}: only in the other`);
    const shared = Object.keys(a).filter((key) => key in b);
    return [...missing, ...extra, ...shared.flatMap((key) => catalogueDifferences(a[key], b[key], `${path}.${key}`))];
  }
  return [];
}

/** Keys that two parts of one catalogue both define: `msg`/`text` would keep the later one silently. */
export function keysInTwoParts(parts: Record<string, object>): string[] {
  const owner = new Map<string, string>();
  const twice: string[] = [];
  for (const [part, texts] of Object.entries(parts)) {
    for (const key of Object.keys(texts)) {
      const first = owner.get(key);
      if (first) twice.push(`${key}: in ${first} and ${part}`);
      else owner.set(key, part);
    }
  }
  return twice;
}

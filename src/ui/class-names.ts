/** Joins the truthy class names, so conditional classes read as `cx('a', open && 'b')`. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}

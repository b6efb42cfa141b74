/** The product's mark: a crane over a rising bar chart. Decorative: the name follows it. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 34 34" aria-hidden="true">
      <rect width="34" height="34" rx="8" fill="#14325c" />
      <path d="M8 26V19h4v7zM15 26V14h4v12zM22 26V9h4v17z" fill="#f5a524" />
      <path d="M6 27.5h22" stroke="#f4f6fa" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

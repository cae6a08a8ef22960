import * as table from './adminTable.css';

/** A back-office table's column headers, each `scope="col"`; `numeric` columns align right. */
export function TableHead<C extends string>({
  columns,
  label,
  numeric = [],
}: {
  columns: readonly C[];
  label: (column: C) => string;
  numeric?: readonly C[];
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={`${table.cell} ${table.headCell} ${numeric.includes(column) ? table.number : ''}`}>
            {label(column)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

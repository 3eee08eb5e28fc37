import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';

/** One income figure: a title, the amount, and what period it covers. */
export function FigureCard({ title, value, caption, children }: { title: string; value: string; caption: ReactNode; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 p-5">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <p className="text-3xl font-semibold tracking-tight text-green-700">{value}</p>
        <p className="text-sm text-muted-foreground">{caption}</p>
        {children}
      </CardContent>
    </Card>
  );
}

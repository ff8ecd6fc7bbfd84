import type { ReactNode } from 'react';

/** The frame of the account pages: a centred card under a heading and an optional lead text. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="page auth-page" aria-labelledby="auth-title">
      <div className="card auth-card">
        <h1 id="auth-title" className="page-title">
          {title}
        </h1>
        {lead && <p className="page-lead">{lead}</p>}
        {children}
      </div>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </section>
  );
}

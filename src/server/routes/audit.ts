import type { AppContext, Handlers } from '../context';
import { listAudit, type AuditQuery } from '../services/audit';

export function auditHandlers(ctx: AppContext): Handlers {
  return {
    async listAuditEntries(request) {
      return listAudit(ctx.db, request.query as AuditQuery);
    },
  };
}

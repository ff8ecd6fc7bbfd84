import type { AppContext, SomeHandlers } from '../../context';
import { listAudit } from './audit.service';

export function auditHandlers(ctx: AppContext) {
  return {
    async listAuditEntries(request) {
      return listAudit(ctx.db, request.query);
    },
  } satisfies SomeHandlers;
}

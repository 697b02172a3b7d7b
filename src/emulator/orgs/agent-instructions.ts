import { orgForAdmin, orgForCaller } from '../access.js';
import { badRequest } from '../api-error.js';
import { objectBody } from '../body.js';
import { onlyFields } from '../checks.js';
import { checkDocument, emptyDocument } from '../document.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import type { OrganizationRecord } from '../world.js';

const PATH = '/orgs/:organizationId/agent-instructions';

/** The Docs agent instructions of an organization (seed "AgentInstructions"). */
export const agentInstructionRoutes: Route[] = [
  { method: 'GET', pattern: PATH, handler: getInstructions },
  { method: 'PUT', pattern: PATH, handler: putInstructions },
];

/** Any member reads them; before any PUT they are the empty document. */
function getInstructions(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  return { status: 200, body: instructionsView(ctx, org) };
}

/** Admins only, as every organization setting; the document is stored as sent. */
function putInstructions(ctx: RequestContext): Reply {
  const { org } = orgForAdmin(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, ['instructions']);
  if (body.instructions === undefined) throw badRequest('Field "instructions" is required');
  const instructions = checkDocument(body.instructions, 'instructions');
  org.agentInstructions = { instructions, updatedAt: ctx.now(), updatedBy: ctx.userId };
  return { status: 200, body: instructionsView(ctx, org) };
}

/**
 * The official `OrganizationAgentInstructions`. Never set: the empty document, as of
 * the organization's creation, updated by nobody (`""`).
 */
function instructionsView(ctx: RequestContext, org: OrganizationRecord): Record<string, unknown> {
  const stored = org.agentInstructions;
  return {
    object: 'agent-instructions',
    instructions: stored?.instructions ?? emptyDocument(),
    updatedAt: stored?.updatedAt ?? org.createdAt,
    updatedBy: stored?.updatedBy ?? '',
    urls: { location: `${ctx.origin}/v1/orgs/${org.id}/agent-instructions` },
  };
}

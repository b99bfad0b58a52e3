import { Body, Controller, Param, Patch, Post } from '@nestjs/common';
import { z } from 'zod';
import { CurrentUser, Operation, RequestContext, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import { CMP_METADATA_SPEC as SPEC } from '@tracklight/cms-catalogue';
import type { CommandContext } from '@tracklight/event-store';
import { CatalogueCommands } from '../catalogue/catalogue-commands';
import { catalogueOperationNames } from '../catalogue/catalogue.operations';

const OPS = catalogueOperationNames(SPEC);
const MetadataId = new ZodPipe(z.uuid('That id is not valid.'));

/** Any object: every field is checked by the kind's record schema, which names it. */
const Fields = z.record(z.string(), z.unknown(), 'Send the CMP fields as a JSON object.');

/**
 * POST /cmps/metadata and PATCH /cmps/metadata/{id} (spec section 7): the CMP metadata form on
 * the audit page. Whoever records it is the caller, whatever createdById the form sends.
 */
@Controller('cmps/metadata')
export class CmpMetadataController {
  constructor(private readonly commands: CatalogueCommands) {}

  @Post()
  @Operation(OPS.create)
  create(@Body(new ZodPipe(Fields)) body: Record<string, unknown>, @CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext) {
    return this.commands.create(SPEC, { ...body, createdById: user.id }, context);
  }

  @Patch(':id')
  @Operation(OPS.update)
  update(@Param('id', MetadataId) id: string, @Body(new ZodPipe(Fields)) body: Record<string, unknown>, @RequestContext() context: CommandContext) {
    const { createdById: _recordedBy, auditId: _audit, ...changes } = body;
    return this.commands.update(SPEC, id, changes, context);
  }
}

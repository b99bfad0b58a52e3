import { Controller, Param, Patch } from '@nestjs/common';
import { Operation, RequestContext, ZodPipe } from '@tracklight/access';
import { AUDIT_ERROR_SPEC } from '@tracklight/cms-catalogue';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { CatalogueCommands } from '../../catalogue/catalogue-commands';
import { catalogueRestController } from '../../catalogue/catalogue-rest.controller';
import { catalogueOperationNames } from '../../catalogue/catalogue.operations';

const UPDATE = catalogueOperationNames(AUDIT_ERROR_SPEC).update;
const ErrorId = new ZodPipe(z.string().regex(new RegExp(AUDIT_ERROR_SPEC.customId.pattern), AUDIT_ERROR_SPEC.customId.message));

/** GET /cms/errors, GET and PATCH /cms/errors/{id} (spec section 7). */
export const ErrorsController = catalogueRestController(AUDIT_ERROR_SPEC, 'cms/errors', { patch: true });

/** PATCH /cms/errors/{id}/toggle-moonpull-only and /toggle-hide-from-download: flip one switch. */
@Controller('cms/errors')
export class ErrorTogglesController {
  constructor(private readonly commands: CatalogueCommands) {}

  @Patch(':id/toggle-moonpull-only')
  @Operation(UPDATE)
  toggleStaffOnly(@Param('id', ErrorId) id: string, @RequestContext() context: CommandContext) {
    return this.commands.toggle(AUDIT_ERROR_SPEC, id, 'moonpullOnly', context);
  }

  @Patch(':id/toggle-hide-from-download')
  @Operation(UPDATE)
  toggleHideFromDownload(@Param('id', ErrorId) id: string, @RequestContext() context: CommandContext) {
    return this.commands.toggle(AUDIT_ERROR_SPEC, id, 'hideFromDownload', context);
  }
}

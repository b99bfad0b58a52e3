import { Controller, Get, Param, Query } from '@nestjs/common';
import { CurrentUser, Operation, type AuthenticatedUser, IdParam, ZodPipe } from '@tracklight/access';
import { z } from 'zod';
import { AccountQueries } from '../../accounts/account-queries';

const ListQuery = z.object({
  companyId: z.uuid('Please choose a company.').optional(),
  isEnabled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** User management: a company owner sees their company's users, a super admin everyone's. */
@Controller('accounts/users')
export class ListUsersController {
  constructor(private readonly queries: AccountQueries) {}

  @Get()
  @Operation('auth.users.list')
  list(
    @Query(new ZodPipe(ListQuery)) filter: z.infer<typeof ListQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.queries.userList(user, filter);
  }

  @Get(':id')
  @Operation('auth.users.read')
  read(@Param('id', IdParam) id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.userById(user, id);
  }
}

import { Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AccessControl, ACCESS_CONTROL_LIST_PROVIDER, type AccessControlList } from './access-control-list';
import { AccessModule } from './access.module';
import { PERSONAS } from './personas';

const compile = async (provider: object[]) => {
  @Module({ providers: provider as never[] })
  class ContentModule {}
  const moduleRef = await Test.createTestingModule({ imports: [AccessModule.forRoot({ operations: [{}] }), ContentModule] }).compile();
  return moduleRef.get(AccessControl);
};

describe("AccessModule's access list", () => {
  it('reads the list another module provides, at every check', async () => {
    let list: AccessControlList = {};
    const access = await compile([{ provide: ACCESS_CONTROL_LIST_PROVIDER, useValue: { read: async () => list } }]);
    await expect(access.hasAccess(PERSONAS.publisher, 'whitelisting')).resolves.toBe(false);
    list = { whitelisting: ['Publisher@Example.com'] };
    await expect(access.hasAccess(PERSONAS.publisher, 'whitelisting')).resolves.toBe(true);
  });

  it('reads an empty list when no module provides one', async () => {
    const access = await compile([]);
    await expect(access.hasAccess(PERSONAS.publisher, 'whitelisting')).resolves.toBe(false);
    await expect(access.hasAccess(PERSONAS.superAdmin, 'whitelisting')).resolves.toBe(true);
  });
});

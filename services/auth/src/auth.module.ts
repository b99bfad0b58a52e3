import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthPortsModule } from './auth-ports.module';
import { AuthQuotasModule } from './auth-quotas.module';
import { AccountQueries } from './accounts/account-queries';
import { AccountHistoryEntity, CompanyEntity, UserEntity } from './accounts/account.entities';
import { AuthReadModels } from './accounts/auth-read-models';
import { SuperAdminSeed } from './admin/super-admin-seed';
import { ApiKeyQueries } from './api-keys/api-key-queries';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { CreateCompanyController } from './companies/create-company/create-company.controller';
import { CreateCompanyHandler } from './companies/create-company/create-company.handler';
import { GrantExtraLinksController } from './companies/grant-extra-links/grant-extra-links.controller';
import { GrantExtraLinksHandler } from './companies/grant-extra-links/grant-extra-links.handler';
import { CompaniesResolver } from './companies/list-companies/companies.resolver';
import { ListCompaniesController } from './companies/list-companies/list-companies.controller';
import { UpdateCompanyController } from './companies/update-company/update-company.controller';
import { UpdateCompanyHandler } from './companies/update-company/update-company.handler';
import { ForgotPasswordController } from './passwords/forgot-password/forgot-password.controller';
import { ForgotPasswordHandler } from './passwords/forgot-password/forgot-password.handler';
import { ResetPasswordController } from './passwords/reset-password/reset-password.controller';
import { ResetPasswordHandler } from './passwords/reset-password/reset-password.handler';
import { CheckController } from './sessions/check/check.controller';
import { LoginAttempts } from './sessions/login-attempts';
import { LoginThrottle } from './sessions/login-throttle';
import { LoginController } from './sessions/login/login.controller';
import { LoginHandler } from './sessions/login/login.handler';
import { LogoutController } from './sessions/logout/logout.controller';
import { LogoutHandler } from './sessions/logout/logout.handler';
import { RefreshController } from './sessions/refresh/refresh.controller';
import { RefreshHandler } from './sessions/refresh/refresh.handler';
import { SessionIssuer } from './sessions/session-issuer';
import { SetupAccountController } from './sessions/setup-account/setup-account.controller';
import { SetupAccountHandler } from './sessions/setup-account/setup-account.handler';
import { SsoClient } from './sso/sso-client';
import { SsoLoginHandler } from './sso/sso-token/sso-login.handler';
import { SsoTokenController } from './sso/sso-token/sso-token.controller';
import { SsoUrlController } from './sso/sso-url/sso-url.controller';
import { DisableUserController } from './users/disable-user/disable-user.controller';
import { EmailIndex } from './users/email-index';
import { InviteUserController } from './users/invite-user/invite-user.controller';
import { InviteUserHandler } from './users/invite-user/invite-user.handler';
import { ListUsersController } from './users/list-users/list-users.controller';
import { UsersResolver } from './users/list-users/users.resolver';
import { UpdateUserController } from './users/update-user/update-user.controller';
import { UpdateUserHandler } from './users/update-user/update-user.handler';

/**
 * Companies, users, roles and grants, sessions, password reset and SSO. Needs PlatformModule
 * (with AUTH_MIGRATIONS; it brings the command bus) and AccessModule (with AUTH_OPERATIONS).
 */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyEntity, UserEntity, AccountHistoryEntity]), AuthPortsModule, AuthQuotasModule],
  controllers: [
    LoginController,
    SetupAccountController,
    CheckController,
    RefreshController,
    LogoutController,
    ForgotPasswordController,
    ResetPasswordController,
    SsoUrlController,
    SsoTokenController,
    ListCompaniesController,
    CreateCompanyController,
    UpdateCompanyController,
    GrantExtraLinksController,
    ListUsersController,
    InviteUserController,
    UpdateUserController,
    DisableUserController,
    ApiKeysController,
  ],
  providers: [
    AccountQueries,
    AuthReadModels,
    ApiKeyQueries,
    EmailIndex,
    LoginThrottle,
    LoginAttempts,
    SessionIssuer,
    SsoClient,
    SuperAdminSeed,
    CompaniesResolver,
    UsersResolver,
    LoginHandler,
    SetupAccountHandler,
    RefreshHandler,
    LogoutHandler,
    ForgotPasswordHandler,
    ResetPasswordHandler,
    SsoLoginHandler,
    CreateCompanyHandler,
    UpdateCompanyHandler,
    GrantExtraLinksHandler,
    InviteUserHandler,
    UpdateUserHandler,
  ],
})
export class AuthModule {}

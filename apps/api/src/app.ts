import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { modeFromFlags } from '@toll/domain/feature-flags';
import { createCatalogService } from './modules/catalog/service';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { createAccountService } from './modules/identity/account-service';
import { createAdminService } from './modules/identity/admin-service';
import { registerAdminUserRoutes } from './modules/identity/routes-admin';
import { registerUserRoutes } from './modules/identity/routes-user';
import { createSessionService } from './modules/identity/session-service';
import { createMasterDataService } from './modules/master-data/service';
import { registerMasterDataRoutes } from './modules/master-data/routes';
import { registerRoutePassRoutes, registerTollSegmentRoutes } from './modules/route-passes/routes';
import { createRoutePassService, createTariffSource } from './modules/route-passes/service';
import { createTollSegmentService } from './modules/route-passes/toll-segment-service';
import { registerAnnouncementRoutes } from './modules/announcements/routes';
import { registerBankRoutes } from './modules/bank/routes';
import { createBankService } from './modules/bank/service';
import { ledgerBooking } from './modules/bank/ledger-booking';
import { createAnnouncementService } from './modules/announcements/service';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerMassMailRoutes } from './modules/mass-mail/routes';
import { createMassMailService } from './modules/mass-mail/service';
import { registerMstsRoutes } from './modules/msts/routes';
import { createMstsService } from './modules/msts/service';
import { createNotificationService } from './modules/notifications/service';
import { registerContentRoutes } from './modules/content/routes';
import { createContentService } from './modules/content/service';
import { registerDocumentRoutes } from './modules/documents/routes';
import { createDocumentService } from './modules/documents/service';
import { registerFeatureFlagRoutes } from './modules/feature-flags/routes';
import { createFeatureFlagService } from './modules/feature-flags/service';
import { registerViolationCheckRoutes } from './modules/delicts/check-routes';
import { createDelictDocuments } from './modules/delicts/delict-documents';
import { obtainOwnerIdHasher } from './modules/delicts/owner-id';
import { registerDelictRoutes } from './modules/delicts/routes';
import { createDelictService } from './modules/delicts/service';
import { registerHistoryRoutes } from './modules/history/routes';
import { createCounterSales, registerCounterSaleRoutes } from './modules/pos/counter-sales';
import { createBulkPurchase, registerBulkPurchaseRoutes } from './modules/pos/bulk-purchase';
import { registerPosRoutes } from './modules/pos/routes';
import { createPosService } from './modules/pos/service';
import { registerShiftRoutes } from './modules/pos/shift-routes';
import { createInquiry } from './modules/pos/inquiry';
import { registerInquiryRoutes } from './modules/pos/inquiry-routes';
import { createSaleReversals } from './modules/pos/sale-reversal';
import { createShiftService } from './modules/pos/shift-service';
import { createHistoryService } from './modules/history/service';
import {
  registerAccountRoutes,
  registerSelfCareRoutes,
  registerUnitRoutes,
} from './modules/accounts/routes';
import { createVehicleRegistry } from './modules/accounts/regix';
import { registerRegixSandboxRoutes } from './modules/accounts/regix/regix-sandbox-routes';
import { createContractService } from './modules/accounts/service';
import { createUnitService } from './modules/accounts/units-service';
import { registerBillingRoutes } from './modules/billing/routes';
import { registerPartnerObligationRoutes } from './modules/partner-obligations/routes';
import { registerOngoingPaymentRoutes } from './modules/ongoing-payments/routes';
import { createInternalTransfers } from './modules/contract-money/internal-transfers';
import {
  registerContractMoneyRoutes,
  registerInternalTransferRoutes,
} from './modules/contract-money/routes';
import { createContractMoney } from './modules/contract-money/service';
import { createOngoingPayments } from './modules/ongoing-payments/service';
import { createPartnerObligations } from './modules/partner-obligations/service';
import { registerLedgerRoutes } from './modules/ledger/routes';
import { createLedgerService } from './modules/ledger/service';
import { registerUnitSyncRoutes } from './modules/accounts/unit-sync';
import { createAccountDocuments } from './modules/accounts/documents';
import { registerAccountDocumentRoutes } from './modules/accounts/documents-routes';
import { createDocumentStore } from './platform/document-store/config';
import { registerSelfServiceRoutes } from './modules/accounts/self-service';
import { createClientService } from './modules/accounts/clients';
import { registerClientRoutes } from './modules/accounts/clients-routes';
import {
  registerMassDepositRoute,
  registerUnitVerificationRoute,
} from './modules/accounts/unit-routes';
import { createSavedVehicles, registerSavedVehicleRoutes } from './modules/saved-vehicles/routes';
import { chargingSystemOf } from './modules/charging-sync/charging-system';
import { registerChargingSyncRoutes } from './modules/charging-sync/routes';
import { registerTollAdminRoutes } from './modules/toll-admin/routes';
import { createTollAdmin } from './modules/toll-admin/service';
import { registerTollChargeRoutes } from './modules/toll-charges/routes';
import { createTollChargeService } from './modules/toll-charges/service';
import { registerPartnerRoutes } from './modules/partners/routes';
import { createPartnerService } from './modules/partners/service';
import { registerFrontEndErrorRoutes } from './modules/front-end-errors/routes';
import { createFrontEndErrorService } from './modules/front-end-errors/service';
import { registerSalesRoutes } from './modules/sales/routes';
import { registerPlateCorrectionRoutes } from './modules/sales/plate-correction-routes';
import { registerReminderSettingsRoutes } from './modules/vignette-notices/reminder-settings';
import { createCardPayments } from './modules/contract-payments/card-payments';
import { createCardRefunds } from './modules/contract-payments/card-refunds';
import {
  cardPaymentResults,
  registerCardRefundRoutes,
  registerContractPaymentRoutes,
} from './modules/contract-payments/routes';
import { registerResellerRoutes } from './modules/reseller/routes';
import { createWebhookEndpoints } from './modules/fleet/endpoints';
import { createFleetKeys } from './modules/fleet/keys';
import { registerFleetApiRoutes, registerFleetPortalRoutes } from './modules/fleet/routes';
import { createFleetReads } from './modules/fleet/service';
import { createResellerService } from './modules/reseller/service';
import type { SalesModule } from './modules/sales/sales-module';
import { registerReceiptRoutes } from './modules/receipts/routes';
import { createReportService } from './modules/reports/report-service';
import { createOfficeDelictService } from './modules/office-delicts/service';
import { registerOfficeDelictRoutes } from './modules/office-delicts/routes';
import { registerReportRoutes } from './modules/reports/routes';
import { registerScheduledReportRoutes } from './modules/reports/scheduled-routes';
import { createScheduledReports } from './modules/reports/scheduled-service';
import { createOnDemandReports } from './modules/reports/on-demand-reports';
import { createReceiptService } from './modules/receipts/service';
import { registerCardGatewayRoutes } from './modules/payments/gateway/routes';
import { gatewayFormOrigins } from './modules/payments/gateway/setup';
import { registerSeoRoutes } from './modules/seo/routes';
import { createAttachService } from './modules/devices/attach-service';
import { createDeliveryService } from './modules/devices/delivery-service';
import { createDeviceService } from './modules/devices/device-service';
import { createHandoutService } from './modules/devices/handout-service';
import {
  registerDeliveryRoutes,
  registerDeviceRoutes,
  registerWarehouseRoutes,
} from './modules/devices/routes';
import { createWarehouseService } from './modules/devices/warehouse-service';
import {
  registerPublicCheckRoutes,
  registerValidateRoutes,
} from './modules/vignette-checks/routes';
import { createValidateService } from './modules/vignette-checks/validate-service';
import { registerNoticeRoutes } from './modules/vignette-notices/routes';
import { createNoticeService } from './modules/vignette-notices/service';
import { createSeoService } from './modules/seo/service';
import { readDatabase, type App, type Deps } from './platform/app-types';
import { auditRefusal } from './platform/audit';
import { registerAccessControl } from './platform/auth/access-control';
import { createTokenService } from './platform/auth/tokens';
import { createCaptcha } from './platform/captcha';
import { frameworkError, sendError, registerErrorHandling } from './platform/http/error-handler';
import { fastSerializerCompiler } from './platform/http/fast-serializer';
import { registerHealth } from './platform/http/health';
import { registerInputGuard } from './platform/http/input-guard';
import { registerOpenApi } from './platform/http/openapi';
import { registerRequestLang } from './platform/http/request-lang';
import { registerActor } from './platform/http/actor';
import { registerRouteTable } from './platform/http/route-table';
import { databaseRateLimitStore } from './platform/http/rate-limit-store';
import { registerSecurity } from './platform/http/security';
import { createSiteRenderer } from './platform/http/site-renderer';
import { registerMetrics } from './platform/metrics';
import { watchLedgerAudit } from './modules/ledger/audit-metrics';
import { isPageRequest, registerWebApp, sendShell, webAppAvailable } from './platform/http/web-app';
import { obtainSecret } from './platform/secrets';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export type BuildAppOptions = {
  logger?: FastifyBaseLogger;
  /** The process's sales module (main and tests build it first, to run its jobs). */
  sales: SalesModule;
};

/** Assembles the HTTP application: platform plugins, then each feature module under /api. */
export async function buildApp(deps: Deps, options: BuildAppOptions): Promise<App> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    frameworkErrors: frameworkError,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  registerRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const db = deps.database.db;
  // Read-only paths that may lag a moment read here: a healthy replica, else the primary.
  const reads = readDatabase(deps);
  const readStatus = () => deps.reads?.status() ?? null;
  const { config, clock } = deps;
  const context = { mode: modeFromFlags(config.featureFlags), flags: config.featureFlags };
  const tokens = createTokenService(await obtainSecret(db, 'auth.jwt', config.authSecret));
  const captcha = createCaptcha({
    db,
    clock,
    hmacKey: await obtainSecret(db, 'captcha.hmac'),
    disabled: config.captchaDisabled,
    maxNumber: config.captchaMaxNumber,
  });
  const identity = { db, clock, config, tokens, captcha, jobs: deps.jobs };
  const sessions = createSessionService(identity);
  const admin = createAdminService(identity);

  await registerSecurity(app, {
    formActionOrigins: gatewayFormOrigins(config),
    imageOrigins: config.mapTiles ? [config.mapTiles.cspSource] : [],
    ...(config.rateLimitStore === 'database' ? { rateLimitStore: databaseRateLimitStore(db) } : {}),
  });
  registerRequestLang(app);
  registerActor(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerAccessControl(app, {
    tokens,
    clock,
    context,
    resolvePrincipal: sessions.resolvePrincipal,
    recordRefusal: (request, refusal) => auditRefusal(db, request.actor, refusal),
  });
  await registerOpenApi(app, config.publicBaseUrl);
  registerHealth(app, deps.database, readStatus);
  registerMetrics(app, { database: deps.database, readDatabase: reads }, config.metrics);
  watchLedgerAudit(deps.database.db);

  const catalog = createCatalogService(db, config.featureFlags, clock);
  const content = createContentService(db, clock);
  const hashOwnerId = await obtainOwnerIdHasher(db);
  const shifts = createShiftService({ db, clock });
  const delicts = createDelictService({ db, clock, jobs: deps.jobs, hashOwnerId });
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerHealth(typed, deps.database, readStatus);
      registerMasterDataRoutes(typed, createMasterDataService(db));
      registerCatalogRoutes(typed, catalog, clock);
      registerUserRoutes(typed, {
        sessions,
        accounts: createAccountService(identity),
        admin,
        captcha,
        context,
        rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' },
        refreshRateLimit: { max: config.refreshRateLimit, timeWindow: '1 minute' },
      });
      registerAdminUserRoutes(typed, admin);
      registerPartnerRoutes(typed, createPartnerService({ db, clock, context }));
      registerHistoryRoutes(typed, createHistoryService({ db, context }));
      const contracts = createContractService({ db, clock });
      const accountUnits = createUnitService({
        db,
        clock,
        registry: createVehicleRegistry(config.regix, clock),
      });
      registerAccountRoutes(typed, contracts);
      registerUnitRoutes(typed, accountUnits);
      const attachments = createAttachService({ db, clock });
      registerSelfCareRoutes(typed, contracts, accountUnits, async (accountIds) =>
        (await Promise.all(accountIds.map((id) => attachments.ofAccount(id))))
          .flat()
          .filter((a) => a.detachedAt === null)
          .map((a) => ({
            unitId: a.unitId,
            deviceNumber: a.deviceNumber,
            serialNumber: a.serialNumber,
            inventoryType: a.inventoryType,
            attachedAt: a.attachedAt,
          })),
      );
      const charging = { db, clock, system: chargingSystemOf(config, clock) };
      registerChargingSyncRoutes(typed, charging);
      registerUnitSyncRoutes(typed, charging);
      await registerAccountDocumentRoutes(
        typed,
        createAccountDocuments(db, createDocumentStore(config.documentStore)),
      );
      registerSelfServiceRoutes(typed, db);
      registerClientRoutes(typed, createClientService({ db, clock }));
      registerMassDepositRoute(typed, db, clock);
      registerUnitVerificationRoute(typed, db, async (accountId, unitId) => {
        const on = (await attachments.ofAccount(accountId)).find(
          (a) => a.unitId === unitId && a.detachedAt === null,
        );
        return on ? { inventoryType: on.inventoryType } : null;
      });
      registerSavedVehicleRoutes(typed, createSavedVehicles(db));
      registerPosRoutes(typed, createPosService({ db }));
      registerShiftRoutes(typed, shifts);
      const counter = createCounterSales({ db, sales: options.sales, shifts });
      registerCounterSaleRoutes(typed, counter);
      registerBulkPurchaseRoutes(
        typed,
        createBulkPurchase({ clock, sales: options.sales, counter }),
      );
      registerInquiryRoutes(
        typed,
        createInquiry({
          db,
          sales: options.sales,
          reversals: createSaleReversals({ db, clock, jobs: deps.jobs, context }),
        }),
      );
      const tariffs = createTariffSource(db, clock);
      registerRoutePassRoutes(
        typed,
        createRoutePassService(
          { flags: config.featureFlags, clock: clock, mapTiles: config.mapTiles },
          tariffs,
        ),
      );
      registerTollSegmentRoutes(typed, createTollSegmentService(tariffs));
      registerContentRoutes(typed, content);
      registerAnnouncementRoutes(typed, createAnnouncementService({ db, clock }));
      registerNotificationRoutes(typed, createNotificationService({ db, clock, jobs: deps.jobs }));
      registerDocumentRoutes(typed, createDocumentService(catalog, clock));
      registerFeatureFlagRoutes(
        typed,
        createFeatureFlagService(config.featureFlags, config.featureOverlayPassword),
      );
      registerFrontEndErrorRoutes(typed, createFrontEndErrorService(db));
      const cardPayments = createCardPayments({ db, clock, gateway: options.sales.gateway });
      registerContractPaymentRoutes(typed, cardPayments);
      registerCardRefundRoutes(
        typed,
        createCardRefunds({
          db,
          clock,
          gateway: options.sales.gateway,
          leaseMs: config.claimLeaseMs,
        }),
      );
      registerSalesRoutes(
        typed,
        options.sales,
        config.purchaseRateLimit,
        cardPaymentResults(cardPayments),
      );
      registerPlateCorrectionRoutes(typed, {
        db,
        clock,
        sales: options.sales,
        captcha,
        rateLimit: config.purchaseRateLimit,
      });
      registerResellerRoutes(typed, {
        db,
        clock,
        reseller: createResellerService({
          db,
          clock,
          sales: options.sales,
          leaseMs: config.claimLeaseMs,
        }),
        rateLimit: config.resellerRateLimit,
      });
      const fleetKeys = createFleetKeys({ db, clock });
      registerFleetApiRoutes(typed, {
        db,
        keys: fleetKeys,
        reads: createFleetReads({ db: reads.db, clock }),
        payments: cardPayments,
        publicBaseUrl: config.publicBaseUrl,
        rateLimit: config.fleetRateLimit,
      });
      registerFleetPortalRoutes(typed, {
        db,
        keys: fleetKeys,
        endpoints: createWebhookEndpoints({ db, clock, production: !config.webhookLocalUrls }),
      });
      registerValidateRoutes(typed, createValidateService({ database: reads, clock, captcha }));
      registerReminderSettingsRoutes(typed, db);
      registerNoticeRoutes(
        typed,
        createNoticeService({ db, clock, jobs: deps.jobs, publicBaseUrl: config.publicBaseUrl }),
        captcha,
      );
      registerReceiptRoutes(typed, createReceiptService({ db, clock }));
      registerDelictRoutes(typed, {
        delicts,
        documents: createDelictDocuments({ db, clock }),
        captcha,
      });
      registerLedgerRoutes(
        typed,
        createLedgerService({ db, accountCodes: config.ledgerAccountCodes }),
      );
      const deviceModule = {
        devices: createDeviceService({ db, clock }),
        attachments: createAttachService({ db, clock }),
        warehouse: createWarehouseService({ db, clock }),
        deliveries: createDeliveryService({ db, clock }),
        handouts: createHandoutService({ db, clock }),
      };
      registerDeliveryRoutes(typed, deviceModule);
      registerDeviceRoutes(typed, deviceModule);
      registerWarehouseRoutes(typed, deviceModule);
      registerReportRoutes(typed, createReportService({ db: reads.db }));
      registerOfficeDelictRoutes(typed, createOfficeDelictService({ db: reads.db }));
      registerScheduledReportRoutes(
        typed,
        createScheduledReports({ db, clock, jobs: deps.jobs, flags: config.featureFlags }),
        createOnDemandReports({ db, clock, jobs: deps.jobs }),
      );
      registerBankRoutes(
        typed,
        createBankService({
          db,
          clock,
          booking: ledgerBooking,
          autoBookScore: config.bankAutoBookScore,
          acquirerIbans: config.cardAcquirerIbans,
        }),
      );
      registerTollChargeRoutes(
        typed,
        createTollChargeService({ db, clock, jobs: deps.jobs, liveMonths: config.tollLiveMonths }),
      );
      registerTollAdminRoutes(typed, createTollAdmin({ db, clock }));
      registerBillingRoutes(typed, { db, clock, jobs: deps.jobs });
      registerPartnerObligationRoutes(typed, createPartnerObligations({ db: reads.db, clock }));
      registerOngoingPaymentRoutes(typed, createOngoingPayments({ db: reads.db }));
      registerContractMoneyRoutes(typed, createContractMoney({ db, clock }));
      registerInternalTransferRoutes(typed, createInternalTransfers({ db, clock }));
      registerMassMailRoutes(typed, createMassMailService({ db, clock, jobs: deps.jobs }));
      registerMstsRoutes(typed, createMstsService({ db, clock, flags: config.featureFlags }));
    },
    { prefix: '/api' },
  );
  registerSeoRoutes(app, createSeoService(content, config.publicBaseUrl));
  registerPublicCheckRoutes(app, {
    database: reads,
    clock,
    rateLimit: config.checkRateLimit,
  });
  registerViolationCheckRoutes(app, {
    db: reads.db,
    clock,
    rateLimit: config.checkRateLimit,
    hashOwnerId,
  });
  await registerCardGatewayRoutes(app, { db, config, clock });
  if (config.regix.kind === 'sandbox')
    await registerRegixSandboxRoutes(app, { clock, failure: config.regix.failure });

  const serveWeb = config.serveWeb && webAppAvailable();
  if (serveWeb) await registerWebApp(app);
  const site = serveWeb ? createSiteRenderer(app, config.publicBaseUrl, app.log) : null;
  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && isPageRequest(request)) return sendShell(request, reply, site);
    return sendError(request, reply, 404, [{ code: 'common.routeNotFound' }]);
  });
  return app;
}

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Office screens list through the one data table (DESIGN.md rule 16, issue #33): Mantine's
 * `<Table>` and mantine-datatable are for `components/data-table/` only. The files below still
 * draw a small table of their own inside a record (a detail dialog, a tab of a contract or
 * client, a summary) or serve the public site; each is to move, and none may be added.
 */
const OWN_TABLE_EXCEPTIONS = [
  // the ledger auditor's last run: a record's details in two short tables, not a list
  'apps/web/src/features/ledger/ledger-health-card.tsx',
  'apps/web/src/features/billing/components/invoice-detail-modal.tsx',
  'apps/web/src/features/bulk-purchase/bulk-purchase-page.tsx',
  'apps/web/src/features/contracts/components/client-addresses.tsx',
  'apps/web/src/features/contracts/components/client-notifications.tsx',
  'apps/web/src/features/contracts/components/client-page.tsx',
  'apps/web/src/features/contracts/components/client-site-users.tsx',
  'apps/web/src/features/contracts/components/contract-balance.tsx',
  'apps/web/src/features/contracts/components/contract-documents.tsx',
  'apps/web/src/features/contracts/components/contract-money.tsx',
  'apps/web/src/features/contracts/components/contract-vehicles.tsx',
  'apps/web/src/features/contracts/components/record-history-list.tsx',
  'apps/web/src/features/counter-sale/delict-counter-payment.tsx',
  'apps/web/src/features/devices/components/device-detail.tsx',
  'apps/web/src/features/devices/components/handout-form.tsx',
  'apps/web/src/features/inquiry/components/sale-detail-modal.tsx',
  'apps/web/src/features/msts/contract-msts.tsx',
  'apps/web/src/features/msts/msts-keys.tsx',
  'apps/web/src/features/partners/components/partner-api-keys.tsx',
  'apps/web/src/features/partners/components/partner-service-fees.tsx',
  'apps/web/src/features/pos-management/components/deleted-pos-modal.tsx',
  'apps/web/src/features/record-history/components/record-history.tsx',
  'apps/web/src/features/reports/scheduled-reports.tsx',
  // the public site's and the customer's pages (not office screens)
  'apps/web/src/features/fleet/**',
  'apps/web/src/features/route-pass/**',
  'apps/web/src/features/self-care/**',
];

const ONE_TABLE_PATHS = [
  {
    name: '@mantine/core',
    importNames: ['Table'],
    message:
      'Office lists use OfficeDataTable (components/data-table/data-table.tsx): server paging, sorting and filters in the address, one empty/loading/error state and export.',
  },
  {
    name: 'mantine-datatable',
    message: 'Use OfficeDataTable (components/data-table/data-table.tsx).',
  },
];

/**
 * A feature uses another feature only through that feature's index.ts (its public entry): an
 * import of `features/<other>/<anything>` is refused. Files sit one or two folders below
 * `features/<name>/`, so the relative path that leaves the feature has one `../` more than that.
 */
const FEATURE_DEPTHS = [
  ['apps/web/src/features/*/*.{ts,tsx}'],
  ['apps/web/src/features/*/*/*.{ts,tsx}'],
  ['apps/web/src/features/*/*/*/*.{ts,tsx}'],
];
const featureInsides = (depth) => [
  {
    regex: `^(\\.\\./){${depth + 1}}[a-z][a-z0-9-]*/`,
    message:
      "Use the other feature through its index (import from '../<feature>'): its folders are its own.",
  },
];

/**
 * The web calls the API through the typed client only (apps/web/src/api/typed-client.ts, typed by
 * the API's OpenAPI document): no raw request with a string path, no API address written by hand.
 */
const NO_UNTYPED_API_CALLS = [
  { selector: 'TSEnumDeclaration', message: 'Use string-literal unions, not enums.' },
  {
    selector: 'CallExpression[callee.name=/^api(Request|Download)$/]',
    message:
      "Call the API through the typed client: api.get('/partners/{id}', { params, … }) (api/typed-client.ts).",
  },
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
    message:
      "An API address comes from the typed client: api.href('/generatePdf', { query }) (api/typed-client.ts).",
  },
];

/**
 * Fastify stays at the HTTP edge (DESIGN.md rule 13): routes (`routes.ts`, `*-routes.ts`,
 * `routes-*.ts`), `platform/http` and the app's assembly. Services, repositories and jobs take an
 * `Actor` (platform/actor.ts) and return results or throw AppError; routes send them. The files
 * below are the named exceptions, each with its reason.
 */
const FASTIFY_EDGE = [
  'apps/api/src/**/routes.ts',
  'apps/api/src/**/*-routes.ts',
  'apps/api/src/**/routes-*.ts',
  'apps/api/src/**/*.test.ts',
  'apps/api/src/test/**',
  'apps/api/src/platform/http/**',
  'apps/api/src/app.ts',
  // request plumbing the app registers as hooks: authentication and authorisation per request,
  // the machine-key header, request metrics, and the typed App itself
  'apps/api/src/platform/auth/access-control.ts',
  'apps/api/src/platform/auth/machine-keys.ts',
  'apps/api/src/platform/metrics.ts',
  'apps/api/src/platform/app-types.ts',
  // still take the request: both modules are being reworked apart, and are to leave this list
  'apps/api/src/modules/bank/service.ts',
  'apps/api/src/modules/ledger/service.ts',
];

/**
 * SQL only in repositories (DESIGN.md rule 3): drizzle's `sql` template is for `repo.ts` and
 * `*-repo.ts`; services hold the rules and the transactions (passing `tx` to the repository).
 * The files below still write SQL of their own; each is to move, and none may be added.
 */
const SQL_OUTSIDE_REPOSITORIES = [
  // being reworked apart (bank, ledger)
  'apps/api/src/modules/bank/bank-helpers.ts',
  'apps/api/src/modules/bank/settle.ts',
  'apps/api/src/modules/ledger/accounts.ts',
  'apps/api/src/modules/ledger/bulk-posting.ts',
  'apps/api/src/modules/ledger/day-seals.ts',
  'apps/api/src/modules/ledger/posting.ts',
  'apps/api/src/modules/ledger/reports.ts',
  'apps/api/src/modules/billing/definitions.ts',
  'apps/api/src/modules/billing/fee-run.ts',
  'apps/api/src/modules/billing/invoice-issue.ts',
  'apps/api/src/modules/billing/invoices.ts',
  'apps/api/src/modules/contract-payments/card-payments.ts',
  'apps/api/src/modules/contract-payments/card-refunds.ts',
  'apps/api/src/modules/contract-payments/refund-leases.ts',
  'apps/api/src/modules/fleet/daily-summary.ts',
  'apps/api/src/modules/fleet/delivery.ts',
  'apps/api/src/modules/fleet/endpoints.ts',
  'apps/api/src/modules/fleet/events.ts',
  'apps/api/src/modules/fleet/keys.ts',
  'apps/api/src/modules/fleet/outbox.ts',
  'apps/api/src/modules/fleet/routes.ts',
  'apps/api/src/modules/fleet/service.ts',
  'apps/api/src/modules/reseller/idempotency.ts',
  'apps/api/src/modules/reports/accountant-report-file.ts',
  'apps/api/src/modules/reports/delivery-worker.ts',
  'apps/api/src/modules/reports/on-demand-reports.ts',
  'apps/api/src/modules/reports/scheduled-files.ts',
  'apps/api/src/modules/reports/toll-report-files.ts',
  'apps/api/src/modules/sales/sales-module.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      // made by openapi-typescript (apps/api/src/platform/http/web-api-types.test.ts)
      'apps/web/src/api/api-paths.gen.ts',
      'coverage/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use string-literal unions, not enums.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Features and the office shell: no own <Table> (exceptions above); features also reach other
  // features through their index only. A later block's rule replaces an earlier one's, so each
  // block states the whole rule.
  ...FEATURE_DEPTHS.flatMap((files, depth) => [
    { files, rules: { 'no-restricted-imports': ['error', { patterns: featureInsides(depth) }] } },
    {
      files,
      ignores: OWN_TABLE_EXCEPTIONS,
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: ONE_TABLE_PATHS, patterns: featureInsides(depth) },
        ],
      },
    },
  ]),
  {
    files: ['apps/web/src/shells/office/**/*.{ts,tsx}'],
    ignores: OWN_TABLE_EXCEPTIONS,
    rules: { 'no-restricted-imports': ['error', { paths: ONE_TABLE_PATHS }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // tests look at the wire: the addresses a stubbed fetch answers
    ignores: ['apps/web/src/api/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_UNTYPED_API_CALLS] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: FASTIFY_EDGE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*', 'fastify-*'],
              message:
                'Fastify stays in routes and platform/http: take an Actor (platform/actor.ts), return the result (a ListExport, a Download) and let the route send it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/modules/**/*repo.ts',
      'apps/api/src/**/*.test.ts',
      ...SQL_OUTSIDE_REPOSITORIES,
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              importNames: ['sql'],
              message:
                "SQL belongs in the module's repository (repo.ts or *-repo.ts): give it a named function there and pass the transaction to it.",
            },
          ],
        },
      ],
    },
  },
);

// Made by apps/api/src/platform/http/web-api-types.test.ts from the API's OpenAPI document
// (`npm run api-types`); do not edit.
export interface paths {
  '/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contracts, paged and sorted; filters f_number, f_clientName, f_identification (EIK/EGN), f_status, f_accountType, q */
    get: {
      parameters: {
        query?: {
          f_accountType?: number;
          f_clientName?: string;
          f_identification?: string;
          f_number?: string;
          f_status?: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'number' | 'clientName' | 'status' | 'accountType' | 'createdAt';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountType: number;
                activeUnits: number;
                clientName: string;
                createdAt: string;
                customerId: string;
                customerType: number;
                id: number;
                identificationNumber: string;
                number: string;
                signed: boolean;
                /** @enum {string} */
                status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    /** Create a contract for a client (customerId) or a new client (customer); adds fundingMethodCode 1, daysInAdvanceToCreateServiceFee 10, a single contact becomes primary */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountType: 1 | 2;
            contacts: {
              city: string;
              contactEmails: {
                /**
                 * @default 1
                 * @enum {number}
                 */
                contactMeansClassId?: 1;
                emailAddress: string;
                /** @default false */
                isPreferredContactMean?: boolean;
              }[];
              /** @default [] */
              contactNumbers?: {
                areaCode: string;
                /** @default 2 */
                contactMeansClassId?: 2 | 3;
                /**
                 * @default 1
                 * @enum {number}
                 */
                contactNumberTypeId?: 1;
                /** @default BG */
                countryCode?: string;
                /** @default false */
                isPreferredContactMean?: boolean;
                localNumber: string;
              }[];
              /** @default BG */
              countryCode?: string;
              firstName: string;
              isPrimary?: boolean;
              lastName: string;
              position?: string | null;
              postalCode: string;
              /** @enum {string} */
              preferredLanguage: 'bg' | 'en';
              street: string;
            }[];
            /** @default 0 */
            creditLimitBgTollBgnMinor?: number;
            /** @default 0 */
            creditLimitBgTollEurMinor?: number;
            /** @default 0 */
            creditLimitEuTollBgnMinor?: number;
            /** @default 0 */
            creditLimitEuTollEurMinor?: number;
            /**
             * @default EUR
             * @enum {string}
             */
            currency?: 'BGN' | 'EUR';
            customer?: {
              /** @default null */
              birthDate?: string | null;
              businessName?: string | null;
              city: string;
              companyName?: string | null;
              /** @default BG */
              countryCode?: string;
              /** @default 0 */
              creditLimitMinor?: number;
              /** @default null */
              creditLimitPercent?: number | null;
              customerType: 1 | 2;
              firstName?: string | null;
              iban?: string | null;
              identificationNumber: string;
              identificationType: number;
              lastName?: string | null;
              /** @default null */
              lowBalancePercent?: number | null;
              middleName?: string | null;
              postalCode: string;
              /**
               * @default bg
               * @enum {string}
               */
              preferredLanguage?: 'bg' | 'en';
              street: string;
              /** @default null */
              title?: (1 | 2) | null;
              /** @default false */
              vatRegistered?: boolean;
            };
            customerId?: string;
            /** @default null */
            defaultContragentId?: number | null;
            /** @default 0 */
            depositMinor?: number;
            /** @default null */
            dueDaysCounter?: ('CALENDAR' | 'BUSINESS') | null;
            /** @default null */
            duePaymentDays?: number | null;
            /** @default true */
            emailNotifications?: boolean;
            /** @default false */
            hasMstsToll?: boolean;
            /** @default 0 */
            initialPaymentMinor?: number;
            /** @default null */
            lowBalancePercent?: number | null;
            notificationEmail?: string | null;
            notificationPhone?: string | null;
            /** @default null */
            obligationPeriod?:
              ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
            /** @default 0 */
            postponeDays?: number;
            recipientIban?: string | null;
            /** @default 1 */
            serviceFeeGenerationFrequency?: 1 | 2;
            /** @default false */
            smsNotifications?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountType: number;
              activeUnits: number;
              contacts: {
                city: string;
                contactEmails: {
                  contactMeansClassId: number;
                  emailAddress: string;
                  isPreferredContactMean: boolean;
                }[];
                contactNumbers: {
                  areaCode: string;
                  contactMeansClassId: number;
                  contactNumberTypeId: number;
                  countryCode: string;
                  isPreferredContactMean: boolean;
                  localNumber: string;
                }[];
                countryCode: string;
                firstName: string;
                id: number;
                isPrimary: boolean;
                lastName: string;
                position: string | null;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
              }[];
              createdAt: string;
              creditLimitBgTollBgnMinor: number;
              creditLimitBgTollEurMinor: number;
              creditLimitEuTollBgnMinor: number;
              creditLimitEuTollEurMinor: number;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              customer: {
                birthDate: string | null;
                businessName: string | null;
                city: string;
                companyName: string | null;
                countryCode: string;
                creditLimitMinor: number;
                creditLimitPercent: number | null;
                customerId: string;
                customerType: number;
                firstName: string | null;
                iban: string | null;
                identificationNumber: string;
                identificationType: number;
                lastName: string | null;
                lowBalancePercent: number | null;
                middleName: string | null;
                name: string;
                partnerId: number;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
                title: number | null;
                vatRegistered: boolean;
              };
              customerId: string;
              daysInAdvanceToCreateServiceFee: number;
              defaultContragentId: number | null;
              depositMinor: number;
              dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
              duePaymentDays: number | null;
              emailNotifications: boolean;
              fundingMethodCode: number;
              hasMstsToll: boolean;
              id: number;
              initialPaymentMinor: number;
              lowBalancePercent: number | null;
              notificationEmail: string | null;
              notificationPhone: string | null;
              number: string;
              obligationPeriod:
                ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
              postponeDays: number;
              primaryAccountContact: number | null;
              recipientIban: string | null;
              serviceFeeGenerationFrequency: number;
              signed: boolean;
              signedAt: string | null;
              smsNotifications: boolean;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
              statusChangedAt: string | null;
              statusReason: string | null;
              updatedAt: string;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One contract with its client and contacts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountType: number;
              activeUnits: number;
              contacts: {
                city: string;
                contactEmails: {
                  contactMeansClassId: number;
                  emailAddress: string;
                  isPreferredContactMean: boolean;
                }[];
                contactNumbers: {
                  areaCode: string;
                  contactMeansClassId: number;
                  contactNumberTypeId: number;
                  countryCode: string;
                  isPreferredContactMean: boolean;
                  localNumber: string;
                }[];
                countryCode: string;
                firstName: string;
                id: number;
                isPrimary: boolean;
                lastName: string;
                position: string | null;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
              }[];
              createdAt: string;
              creditLimitBgTollBgnMinor: number;
              creditLimitBgTollEurMinor: number;
              creditLimitEuTollBgnMinor: number;
              creditLimitEuTollEurMinor: number;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              customer: {
                birthDate: string | null;
                businessName: string | null;
                city: string;
                companyName: string | null;
                countryCode: string;
                creditLimitMinor: number;
                creditLimitPercent: number | null;
                customerId: string;
                customerType: number;
                firstName: string | null;
                iban: string | null;
                identificationNumber: string;
                identificationType: number;
                lastName: string | null;
                lowBalancePercent: number | null;
                middleName: string | null;
                name: string;
                partnerId: number;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
                title: number | null;
                vatRegistered: boolean;
              };
              customerId: string;
              daysInAdvanceToCreateServiceFee: number;
              defaultContragentId: number | null;
              depositMinor: number;
              dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
              duePaymentDays: number | null;
              emailNotifications: boolean;
              fundingMethodCode: number;
              hasMstsToll: boolean;
              id: number;
              initialPaymentMinor: number;
              lowBalancePercent: number | null;
              notificationEmail: string | null;
              notificationPhone: string | null;
              number: string;
              obligationPeriod:
                ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
              postponeDays: number;
              primaryAccountContact: number | null;
              recipientIban: string | null;
              serviceFeeGenerationFrequency: number;
              signed: boolean;
              signedAt: string | null;
              smsNotifications: boolean;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
              statusChangedAt: string | null;
              statusReason: string | null;
              updatedAt: string;
              version: number;
            };
          };
        };
      };
    };
    /** Change a contract at the version read (credit limits never decrease) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountType: 1 | 2;
            contacts: {
              city: string;
              contactEmails: {
                /**
                 * @default 1
                 * @enum {number}
                 */
                contactMeansClassId?: 1;
                emailAddress: string;
                /** @default false */
                isPreferredContactMean?: boolean;
              }[];
              /** @default [] */
              contactNumbers?: {
                areaCode: string;
                /** @default 2 */
                contactMeansClassId?: 2 | 3;
                /**
                 * @default 1
                 * @enum {number}
                 */
                contactNumberTypeId?: 1;
                /** @default BG */
                countryCode?: string;
                /** @default false */
                isPreferredContactMean?: boolean;
                localNumber: string;
              }[];
              /** @default BG */
              countryCode?: string;
              firstName: string;
              isPrimary?: boolean;
              lastName: string;
              position?: string | null;
              postalCode: string;
              /** @enum {string} */
              preferredLanguage: 'bg' | 'en';
              street: string;
            }[];
            /** @default 0 */
            creditLimitBgTollBgnMinor?: number;
            /** @default 0 */
            creditLimitBgTollEurMinor?: number;
            /** @default 0 */
            creditLimitEuTollBgnMinor?: number;
            /** @default 0 */
            creditLimitEuTollEurMinor?: number;
            /**
             * @default EUR
             * @enum {string}
             */
            currency?: 'BGN' | 'EUR';
            customer?: {
              /** @default null */
              birthDate?: string | null;
              businessName?: string | null;
              city: string;
              companyName?: string | null;
              /** @default BG */
              countryCode?: string;
              /** @default 0 */
              creditLimitMinor?: number;
              /** @default null */
              creditLimitPercent?: number | null;
              customerType: 1 | 2;
              firstName?: string | null;
              iban?: string | null;
              identificationNumber: string;
              identificationType: number;
              lastName?: string | null;
              /** @default null */
              lowBalancePercent?: number | null;
              middleName?: string | null;
              postalCode: string;
              /**
               * @default bg
               * @enum {string}
               */
              preferredLanguage?: 'bg' | 'en';
              street: string;
              /** @default null */
              title?: (1 | 2) | null;
              /** @default false */
              vatRegistered?: boolean;
            };
            /** @default null */
            defaultContragentId?: number | null;
            /** @default 0 */
            depositMinor?: number;
            /** @default null */
            dueDaysCounter?: ('CALENDAR' | 'BUSINESS') | null;
            /** @default null */
            duePaymentDays?: number | null;
            /** @default true */
            emailNotifications?: boolean;
            /** @default false */
            hasMstsToll?: boolean;
            /** @default 0 */
            initialPaymentMinor?: number;
            /** @default null */
            lowBalancePercent?: number | null;
            notificationEmail?: string | null;
            notificationPhone?: string | null;
            /** @default null */
            obligationPeriod?:
              ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
            /** @default 0 */
            postponeDays?: number;
            recipientIban?: string | null;
            /** @default 1 */
            serviceFeeGenerationFrequency?: 1 | 2;
            /** @default false */
            smsNotifications?: boolean;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountType: number;
              activeUnits: number;
              contacts: {
                city: string;
                contactEmails: {
                  contactMeansClassId: number;
                  emailAddress: string;
                  isPreferredContactMean: boolean;
                }[];
                contactNumbers: {
                  areaCode: string;
                  contactMeansClassId: number;
                  contactNumberTypeId: number;
                  countryCode: string;
                  isPreferredContactMean: boolean;
                  localNumber: string;
                }[];
                countryCode: string;
                firstName: string;
                id: number;
                isPrimary: boolean;
                lastName: string;
                position: string | null;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
              }[];
              createdAt: string;
              creditLimitBgTollBgnMinor: number;
              creditLimitBgTollEurMinor: number;
              creditLimitEuTollBgnMinor: number;
              creditLimitEuTollEurMinor: number;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              customer: {
                birthDate: string | null;
                businessName: string | null;
                city: string;
                companyName: string | null;
                countryCode: string;
                creditLimitMinor: number;
                creditLimitPercent: number | null;
                customerId: string;
                customerType: number;
                firstName: string | null;
                iban: string | null;
                identificationNumber: string;
                identificationType: number;
                lastName: string | null;
                lowBalancePercent: number | null;
                middleName: string | null;
                name: string;
                partnerId: number;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
                title: number | null;
                vatRegistered: boolean;
              };
              customerId: string;
              daysInAdvanceToCreateServiceFee: number;
              defaultContragentId: number | null;
              depositMinor: number;
              dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
              duePaymentDays: number | null;
              emailNotifications: boolean;
              fundingMethodCode: number;
              hasMstsToll: boolean;
              id: number;
              initialPaymentMinor: number;
              lowBalancePercent: number | null;
              notificationEmail: string | null;
              notificationPhone: string | null;
              number: string;
              obligationPeriod:
                ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
              postponeDays: number;
              primaryAccountContact: number | null;
              recipientIban: string | null;
              serviceFeeGenerationFrequency: number;
              signed: boolean;
              signedAt: string | null;
              smsNotifications: boolean;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
              statusChangedAt: string | null;
              statusReason: string | null;
              updatedAt: string;
              version: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/card-payments/{cardPaymentId}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refunds a contract's completed card top-up in full through the card gateway (once, within 30 days, while the balance covers it) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          cardPaymentId: string;
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            confirmed: true;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              amountMinor: number;
              cardPaymentId: string;
              createdAt: string;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              id: number;
              reason: string;
              resolvedAt: string | null;
              /** @enum {string} */
              state: 'PENDING' | 'DONE' | 'FAILED';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close a contract (a reason); its vehicles leave it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                accountType: number;
                activeUnits: number;
                contacts: {
                  city: string;
                  contactEmails: {
                    contactMeansClassId: number;
                    emailAddress: string;
                    isPreferredContactMean: boolean;
                  }[];
                  contactNumbers: {
                    areaCode: string;
                    contactMeansClassId: number;
                    contactNumberTypeId: number;
                    countryCode: string;
                    isPreferredContactMean: boolean;
                    localNumber: string;
                  }[];
                  countryCode: string;
                  firstName: string;
                  id: number;
                  isPrimary: boolean;
                  lastName: string;
                  position: string | null;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                }[];
                createdAt: string;
                creditLimitBgTollBgnMinor: number;
                creditLimitBgTollEurMinor: number;
                creditLimitEuTollBgnMinor: number;
                creditLimitEuTollEurMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                customer: {
                  birthDate: string | null;
                  businessName: string | null;
                  city: string;
                  companyName: string | null;
                  countryCode: string;
                  creditLimitMinor: number;
                  creditLimitPercent: number | null;
                  customerId: string;
                  customerType: number;
                  firstName: string | null;
                  iban: string | null;
                  identificationNumber: string;
                  identificationType: number;
                  lastName: string | null;
                  lowBalancePercent: number | null;
                  middleName: string | null;
                  name: string;
                  partnerId: number;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                  title: number | null;
                  vatRegistered: boolean;
                };
                customerId: string;
                daysInAdvanceToCreateServiceFee: number;
                defaultContragentId: number | null;
                depositMinor: number;
                dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
                duePaymentDays: number | null;
                emailNotifications: boolean;
                fundingMethodCode: number;
                hasMstsToll: boolean;
                id: number;
                initialPaymentMinor: number;
                lowBalancePercent: number | null;
                notificationEmail: string | null;
                notificationPhone: string | null;
                number: string;
                obligationPeriod:
                  ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
                postponeDays: number;
                primaryAccountContact: number | null;
                recipientIban: string | null;
                serviceFeeGenerationFrequency: number;
                signed: boolean;
                signedAt: string | null;
                smsNotifications: boolean;
                /** @enum {string} */
                status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
                statusChangedAt: string | null;
                statusReason: string | null;
                updatedAt: string;
                version: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contract's files (signed contract, bank guarantee, others) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              /** @enum {string} */
              contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
              fileName: string;
              id: number;
              /** @enum {string} */
              kind: 'CONTRACT' | 'BANK_GUARANTEE' | 'OTHER';
              sha256: string;
              sizeBytes: number;
              uploadedAt: string;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Upload a file to the contract: the body is the file (application/pdf, image/png, image/jpeg, at most 10 MB); the signed contract and the bank guarantee once each */
    post: {
      parameters: {
        query: {
          fileName: string;
          kind: 'CONTRACT' | 'BANK_GUARANTEE' | 'OTHER';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              /** @enum {string} */
              contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
              fileName: string;
              id: number;
              /** @enum {string} */
              kind: 'CONTRACT' | 'BANK_GUARANTEE' | 'OTHER';
              sha256: string;
              sizeBytes: number;
              uploadedAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/documents/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download one file of the contract (audited) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          documentId: number;
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/internal-transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The internal payments from and to a contract (newest first) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountMinor: number;
              created: boolean;
              createdAt: string;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              fromAccountId: number;
              fromAccountNumber: string;
              /** @enum {string} */
              fromBalance: 'MAIN' | 'SECONDARY' | 'RECEIVABLE';
              id: number;
              paymentNumber: string;
              reason: string;
              requestKey: string;
              toAccountId: number;
              toAccountNumber: string;
              /** @enum {string} */
              toBalance: 'MAIN' | 'SECONDARY' | 'RECEIVABLE';
            }[];
          };
        };
      };
    };
    put?: never;
    /** Moves money from one of the contract's balances to another of its own or of another contract (an internal payment, with a reason) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amountMinor: number;
            /** @enum {string} */
            fromBalance: 'MAIN' | 'SECONDARY' | 'RECEIVABLE';
            reason: string;
            /** Format: uuid */
            requestKey: string;
            toAccountId?: number;
            /** @enum {string} */
            toBalance: 'MAIN' | 'SECONDARY' | 'RECEIVABLE';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountMinor: number;
              created: boolean;
              createdAt: string;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              fromAccountId: number;
              fromAccountNumber: string;
              /** @enum {string} */
              fromBalance: 'MAIN' | 'SECONDARY' | 'RECEIVABLE';
              id: number;
              paymentNumber: string;
              reason: string;
              requestKey: string;
              toAccountId: number;
              toAccountNumber: string;
              /** @enum {string} */
              toBalance: 'MAIN' | 'SECONDARY' | 'RECEIVABLE';
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountMinor: number;
              created: boolean;
              createdAt: string;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              fromAccountId: number;
              fromAccountNumber: string;
              /** @enum {string} */
              fromBalance: 'MAIN' | 'SECONDARY' | 'RECEIVABLE';
              id: number;
              paymentNumber: string;
              reason: string;
              requestKey: string;
              toAccountId: number;
              toAccountNumber: string;
              /** @enum {string} */
              toBalance: 'MAIN' | 'SECONDARY' | 'RECEIVABLE';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/obligations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contract's obligations: toll periods and invoices with due dates, and what of each is still open */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountType: number;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              obligations: {
                amountMinor: number;
                count: number;
                dueDate: string | null;
                /** @enum {string} */
                kind: 'TOLL' | 'INVOICE';
                label: string;
                openMinor: number;
                periodEnd: string | null;
                periodStart: string | null;
                /** @enum {string} */
                state: 'PAID' | 'OPEN' | 'OVERDUE';
              }[];
              otherOpenMinor: number;
              owedMinor: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The payments distributed to a contract (bank, card, system), and its card payments not yet paid */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              openCardPayments: {
                amountMinor: number;
                createdAt: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                id: string;
                /** @enum {string} */
                purpose: 'TOP_UP' | 'INITIAL_PAYMENT';
                /** @enum {string} */
                state: 'PENDING' | 'FAILED';
              }[];
              payments: {
                cardPaymentId: string | null;
                cardPurpose: ('TOP_UP' | 'INITIAL_PAYMENT') | null;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                invoiceNumber: string | null;
                /** @enum {string} */
                kind: 'BANK' | 'VPOS' | 'SYSTEM' | 'INTERNAL';
                /** @enum {string} */
                method: 'AUTO' | 'MANUAL';
                note: string | null;
                number: string;
                payer: string | null;
                paymentAmountMinor: number;
                paymentDate: string;
                paymentId: number;
                refundState: ('PENDING' | 'DONE' | 'FAILED') | null;
                shareMinor: number;
                /** @enum {string} */
                target: 'CONTRACT' | 'INITIAL_PAYMENT' | 'INVOICE';
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Re-activate a suspended contract (the confirmation) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            confirmed: true;
            reason?: string | null;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                accountType: number;
                activeUnits: number;
                contacts: {
                  city: string;
                  contactEmails: {
                    contactMeansClassId: number;
                    emailAddress: string;
                    isPreferredContactMean: boolean;
                  }[];
                  contactNumbers: {
                    areaCode: string;
                    contactMeansClassId: number;
                    contactNumberTypeId: number;
                    countryCode: string;
                    isPreferredContactMean: boolean;
                    localNumber: string;
                  }[];
                  countryCode: string;
                  firstName: string;
                  id: number;
                  isPrimary: boolean;
                  lastName: string;
                  position: string | null;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                }[];
                createdAt: string;
                creditLimitBgTollBgnMinor: number;
                creditLimitBgTollEurMinor: number;
                creditLimitEuTollBgnMinor: number;
                creditLimitEuTollEurMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                customer: {
                  birthDate: string | null;
                  businessName: string | null;
                  city: string;
                  companyName: string | null;
                  countryCode: string;
                  creditLimitMinor: number;
                  creditLimitPercent: number | null;
                  customerId: string;
                  customerType: number;
                  firstName: string | null;
                  iban: string | null;
                  identificationNumber: string;
                  identificationType: number;
                  lastName: string | null;
                  lowBalancePercent: number | null;
                  middleName: string | null;
                  name: string;
                  partnerId: number;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                  title: number | null;
                  vatRegistered: boolean;
                };
                customerId: string;
                daysInAdvanceToCreateServiceFee: number;
                defaultContragentId: number | null;
                depositMinor: number;
                dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
                duePaymentDays: number | null;
                emailNotifications: boolean;
                fundingMethodCode: number;
                hasMstsToll: boolean;
                id: number;
                initialPaymentMinor: number;
                lowBalancePercent: number | null;
                notificationEmail: string | null;
                notificationPhone: string | null;
                number: string;
                obligationPeriod:
                  ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
                postponeDays: number;
                primaryAccountContact: number | null;
                recipientIban: string | null;
                serviceFeeGenerationFrequency: number;
                signed: boolean;
                signedAt: string | null;
                smsNotifications: boolean;
                /** @enum {string} */
                status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
                statusChangedAt: string | null;
                statusReason: string | null;
                updatedAt: string;
                version: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the signature; a pre-active contract becomes active */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                accountType: number;
                activeUnits: number;
                contacts: {
                  city: string;
                  contactEmails: {
                    contactMeansClassId: number;
                    emailAddress: string;
                    isPreferredContactMean: boolean;
                  }[];
                  contactNumbers: {
                    areaCode: string;
                    contactMeansClassId: number;
                    contactNumberTypeId: number;
                    countryCode: string;
                    isPreferredContactMean: boolean;
                    localNumber: string;
                  }[];
                  countryCode: string;
                  firstName: string;
                  id: number;
                  isPrimary: boolean;
                  lastName: string;
                  position: string | null;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                }[];
                createdAt: string;
                creditLimitBgTollBgnMinor: number;
                creditLimitBgTollEurMinor: number;
                creditLimitEuTollBgnMinor: number;
                creditLimitEuTollEurMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                customer: {
                  birthDate: string | null;
                  businessName: string | null;
                  city: string;
                  companyName: string | null;
                  countryCode: string;
                  creditLimitMinor: number;
                  creditLimitPercent: number | null;
                  customerId: string;
                  customerType: number;
                  firstName: string | null;
                  iban: string | null;
                  identificationNumber: string;
                  identificationType: number;
                  lastName: string | null;
                  lowBalancePercent: number | null;
                  middleName: string | null;
                  name: string;
                  partnerId: number;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                  title: number | null;
                  vatRegistered: boolean;
                };
                customerId: string;
                daysInAdvanceToCreateServiceFee: number;
                defaultContragentId: number | null;
                depositMinor: number;
                dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
                duePaymentDays: number | null;
                emailNotifications: boolean;
                fundingMethodCode: number;
                hasMstsToll: boolean;
                id: number;
                initialPaymentMinor: number;
                lowBalancePercent: number | null;
                notificationEmail: string | null;
                notificationPhone: string | null;
                number: string;
                obligationPeriod:
                  ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
                postponeDays: number;
                primaryAccountContact: number | null;
                recipientIban: string | null;
                serviceFeeGenerationFrequency: number;
                signed: boolean;
                signedAt: string | null;
                smsNotifications: boolean;
                /** @enum {string} */
                status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
                statusChangedAt: string | null;
                statusReason: string | null;
                updatedAt: string;
                version: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend an active contract (a reason and the confirmation) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            confirmed: true;
            reason: string;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                accountType: number;
                activeUnits: number;
                contacts: {
                  city: string;
                  contactEmails: {
                    contactMeansClassId: number;
                    emailAddress: string;
                    isPreferredContactMean: boolean;
                  }[];
                  contactNumbers: {
                    areaCode: string;
                    contactMeansClassId: number;
                    contactNumberTypeId: number;
                    countryCode: string;
                    isPreferredContactMean: boolean;
                    localNumber: string;
                  }[];
                  countryCode: string;
                  firstName: string;
                  id: number;
                  isPrimary: boolean;
                  lastName: string;
                  position: string | null;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                }[];
                createdAt: string;
                creditLimitBgTollBgnMinor: number;
                creditLimitBgTollEurMinor: number;
                creditLimitEuTollBgnMinor: number;
                creditLimitEuTollEurMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                customer: {
                  birthDate: string | null;
                  businessName: string | null;
                  city: string;
                  companyName: string | null;
                  countryCode: string;
                  creditLimitMinor: number;
                  creditLimitPercent: number | null;
                  customerId: string;
                  customerType: number;
                  firstName: string | null;
                  iban: string | null;
                  identificationNumber: string;
                  identificationType: number;
                  lastName: string | null;
                  lowBalancePercent: number | null;
                  middleName: string | null;
                  name: string;
                  partnerId: number;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                  title: number | null;
                  vatRegistered: boolean;
                };
                customerId: string;
                daysInAdvanceToCreateServiceFee: number;
                defaultContragentId: number | null;
                depositMinor: number;
                dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
                duePaymentDays: number | null;
                emailNotifications: boolean;
                fundingMethodCode: number;
                hasMstsToll: boolean;
                id: number;
                initialPaymentMinor: number;
                lowBalancePercent: number | null;
                notificationEmail: string | null;
                notificationPhone: string | null;
                number: string;
                obligationPeriod:
                  ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
                postponeDays: number;
                primaryAccountContact: number | null;
                recipientIban: string | null;
                serviceFeeGenerationFrequency: number;
                signed: boolean;
                signedAt: string | null;
                smsNotifications: boolean;
                /** @enum {string} */
                status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
                statusChangedAt: string | null;
                statusReason: string | null;
                updatedAt: string;
                version: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/customer/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's contracts, by customer id (C-…) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountType: number;
              activeUnits: number;
              contacts: {
                city: string;
                contactEmails: {
                  contactMeansClassId: number;
                  emailAddress: string;
                  isPreferredContactMean: boolean;
                }[];
                contactNumbers: {
                  areaCode: string;
                  contactMeansClassId: number;
                  contactNumberTypeId: number;
                  countryCode: string;
                  isPreferredContactMean: boolean;
                  localNumber: string;
                }[];
                countryCode: string;
                firstName: string;
                id: number;
                isPrimary: boolean;
                lastName: string;
                position: string | null;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
              }[];
              createdAt: string;
              creditLimitBgTollBgnMinor: number;
              creditLimitBgTollEurMinor: number;
              creditLimitEuTollBgnMinor: number;
              creditLimitEuTollEurMinor: number;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              customer: {
                birthDate: string | null;
                businessName: string | null;
                city: string;
                companyName: string | null;
                countryCode: string;
                creditLimitMinor: number;
                creditLimitPercent: number | null;
                customerId: string;
                customerType: number;
                firstName: string | null;
                iban: string | null;
                identificationNumber: string;
                identificationType: number;
                lastName: string | null;
                lowBalancePercent: number | null;
                middleName: string | null;
                name: string;
                partnerId: number;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
                title: number | null;
                vatRegistered: boolean;
              };
              customerId: string;
              daysInAdvanceToCreateServiceFee: number;
              defaultContragentId: number | null;
              depositMinor: number;
              dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
              duePaymentDays: number | null;
              emailNotifications: boolean;
              fundingMethodCode: number;
              hasMstsToll: boolean;
              id: number;
              initialPaymentMinor: number;
              lowBalancePercent: number | null;
              notificationEmail: string | null;
              notificationPhone: string | null;
              number: string;
              obligationPeriod:
                ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
              postponeDays: number;
              primaryAccountContact: number | null;
              recipientIban: string | null;
              serviceFeeGenerationFrequency: number;
              signed: boolean;
              signedAt: string | null;
              smsNotifications: boolean;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
              statusChangedAt: string | null;
              statusReason: string | null;
              updatedAt: string;
              version: number;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The filtered contracts as CSV (or XLSX with format=xlsx), streamed */
    get: {
      parameters: {
        query?: {
          f_accountType?: number;
          f_clientName?: string;
          f_identification?: string;
          f_number?: string;
          f_status?: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
          format?: 'csv' | 'xlsx';
          order?: 'asc' | 'desc';
          q?: string;
          sort?: 'number' | 'clientName' | 'status' | 'accountType' | 'createdAt';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/pre-close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pre-close a contract (from Active or Suspended) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountId: number;
            reason?: string | null;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                accountType: number;
                activeUnits: number;
                contacts: {
                  city: string;
                  contactEmails: {
                    contactMeansClassId: number;
                    emailAddress: string;
                    isPreferredContactMean: boolean;
                  }[];
                  contactNumbers: {
                    areaCode: string;
                    contactMeansClassId: number;
                    contactNumberTypeId: number;
                    countryCode: string;
                    isPreferredContactMean: boolean;
                    localNumber: string;
                  }[];
                  countryCode: string;
                  firstName: string;
                  id: number;
                  isPrimary: boolean;
                  lastName: string;
                  position: string | null;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                }[];
                createdAt: string;
                creditLimitBgTollBgnMinor: number;
                creditLimitBgTollEurMinor: number;
                creditLimitEuTollBgnMinor: number;
                creditLimitEuTollEurMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                customer: {
                  birthDate: string | null;
                  businessName: string | null;
                  city: string;
                  companyName: string | null;
                  countryCode: string;
                  creditLimitMinor: number;
                  creditLimitPercent: number | null;
                  customerId: string;
                  customerType: number;
                  firstName: string | null;
                  iban: string | null;
                  identificationNumber: string;
                  identificationType: number;
                  lastName: string | null;
                  lowBalancePercent: number | null;
                  middleName: string | null;
                  name: string;
                  partnerId: number;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                  title: number | null;
                  vatRegistered: boolean;
                };
                customerId: string;
                daysInAdvanceToCreateServiceFee: number;
                defaultContragentId: number | null;
                depositMinor: number;
                dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
                duePaymentDays: number | null;
                emailNotifications: boolean;
                fundingMethodCode: number;
                hasMstsToll: boolean;
                id: number;
                initialPaymentMinor: number;
                lowBalancePercent: number | null;
                notificationEmail: string | null;
                notificationPhone: string | null;
                number: string;
                obligationPeriod:
                  ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
                postponeDays: number;
                primaryAccountContact: number | null;
                recipientIban: string | null;
                serviceFeeGenerationFrequency: number;
                signed: boolean;
                signedAt: string | null;
                smsNotifications: boolean;
                /** @enum {string} */
                status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
                statusChangedAt: string | null;
                statusReason: string | null;
                updatedAt: string;
                version: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add vehicles to a contract, all or none (each deliveryMethod 2, tyreType 1; weights in 10 kg units) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountID: number;
            accountUnits: {
              /** @default null */
              axleHeight?: number | null;
              colour?: string | null;
              /** @default BG */
              countryCode?: string;
              /** @default 2 */
              deliveryMethod?: 1 | 2;
              emissionClass: number;
              /** @default null */
              length?: number | null;
              make?: string | null;
              /** @default null */
              maxDryWeight?: number | null;
              /** @default null */
              maxHeight?: number | null;
              maxWetWeight: number;
              model?: string | null;
              ownerName?: string | null;
              plate: string;
              /** @default null */
              shippingAddressId?: number | null;
              tractorAxles: number;
              /** @default 0 */
              trailerAxles?: number;
              /** @default null */
              trainMaxWeight?: number | null;
              /** @default 1 */
              tyreType?: number;
              /** @enum {string} */
              vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
              /** @default null */
              width?: number | null;
              /** @default null */
              year?: number | null;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountId: number;
                accountNumber: string;
                accountUnitId: number;
                axleHeight: number | null;
                closedAt: string | null;
                colour: string | null;
                countryCode: string;
                createdAt: string;
                deliveryMethod: number;
                emissionClass: number;
                length: number | null;
                make: string | null;
                maxDryWeight: number | null;
                maxHeight: number | null;
                maxWetWeight: number;
                model: string | null;
                ownerName: string | null;
                plate: string;
                shippingAddressId: number | null;
                /** @enum {string} */
                status: 'ACTIVE' | 'CLOSED';
                tollCategory:
                  | (
                      | 'UP_TO_3_5T'
                      | 'FROM_3_5_TO_12T'
                      | 'OVER_12T_2_3_AXLES'
                      | 'OVER_12T_4_PLUS_AXLES'
                      | 'BUS'
                    )
                  | null;
                totalAxles: number;
                tractorAxles: number;
                trailerAxles: number;
                trainMaxWeight: number | null;
                tyreType: number;
                /** @enum {string} */
                vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
                version: number;
                width: number | null;
                year: number | null;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a vehicle at the version read */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default null */
            axleHeight?: number | null;
            colour?: string | null;
            /** @default BG */
            countryCode?: string;
            /** @default 2 */
            deliveryMethod?: 1 | 2;
            emissionClass: number;
            /** @default null */
            length?: number | null;
            make?: string | null;
            /** @default null */
            maxDryWeight?: number | null;
            /** @default null */
            maxHeight?: number | null;
            maxWetWeight: number;
            model?: string | null;
            ownerName?: string | null;
            plate: string;
            /** @default null */
            shippingAddressId?: number | null;
            tractorAxles: number;
            /** @default 0 */
            trailerAxles?: number;
            /** @default null */
            trainMaxWeight?: number | null;
            /** @default 1 */
            tyreType?: number;
            /** @enum {string} */
            vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
            version: number;
            /** @default null */
            width?: number | null;
            /** @default null */
            year?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              accountNumber: string;
              accountUnitId: number;
              axleHeight: number | null;
              closedAt: string | null;
              colour: string | null;
              countryCode: string;
              createdAt: string;
              deliveryMethod: number;
              emissionClass: number;
              length: number | null;
              make: string | null;
              maxDryWeight: number | null;
              maxHeight: number | null;
              maxWetWeight: number;
              model: string | null;
              ownerName: string | null;
              plate: string;
              shippingAddressId: number | null;
              /** @enum {string} */
              status: 'ACTIVE' | 'CLOSED';
              tollCategory:
                | (
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS'
                  )
                | null;
              totalAxles: number;
              tractorAxles: number;
              trailerAxles: number;
              trainMaxWeight: number | null;
              tyreType: number;
              /** @enum {string} */
              vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
              version: number;
              width: number | null;
              year: number | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/account/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contract's vehicles (active and removed) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              accountNumber: string;
              accountUnitId: number;
              axleHeight: number | null;
              closedAt: string | null;
              colour: string | null;
              countryCode: string;
              createdAt: string;
              deliveryMethod: number;
              emissionClass: number;
              length: number | null;
              make: string | null;
              maxDryWeight: number | null;
              maxHeight: number | null;
              maxWetWeight: number;
              model: string | null;
              ownerName: string | null;
              plate: string;
              shippingAddressId: number | null;
              /** @enum {string} */
              status: 'ACTIVE' | 'CLOSED';
              tollCategory:
                | (
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS'
                  )
                | null;
              totalAxles: number;
              tractorAxles: number;
              trailerAxles: number;
              trainMaxWeight: number | null;
              tyreType: number;
              /** @enum {string} */
              vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
              version: number;
              width: number | null;
              year: number | null;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/closeUnit/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove a vehicle from its contract (final) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              unit: {
                accountId: number;
                accountNumber: string;
                accountUnitId: number;
                axleHeight: number | null;
                closedAt: string | null;
                colour: string | null;
                countryCode: string;
                createdAt: string;
                deliveryMethod: number;
                emissionClass: number;
                length: number | null;
                make: string | null;
                maxDryWeight: number | null;
                maxHeight: number | null;
                maxWetWeight: number;
                model: string | null;
                ownerName: string | null;
                plate: string;
                shippingAddressId: number | null;
                /** @enum {string} */
                status: 'ACTIVE' | 'CLOSED';
                tollCategory:
                  | (
                      | 'UP_TO_3_5T'
                      | 'FROM_3_5_TO_12T'
                      | 'OVER_12T_2_3_AXLES'
                      | 'OVER_12T_4_PLUS_AXLES'
                      | 'BUS'
                    )
                  | null;
                totalAxles: number;
                tractorAxles: number;
                trailerAxles: number;
                trainMaxWeight: number | null;
                tyreType: number;
                /** @enum {string} */
                vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
                version: number;
                width: number | null;
                year: number | null;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The filtered vehicles as CSV or XLSX, streamed */
    get: {
      parameters: {
        query?: {
          f_accountId?: number;
          f_accountNumber?: string;
          f_plate?: string;
          f_status?: 'ACTIVE' | 'CLOSED';
          f_tollCategory?:
            | 'UP_TO_3_5T'
            | 'FROM_3_5_TO_12T'
            | 'OVER_12T_2_3_AXLES'
            | 'OVER_12T_4_PLUS_AXLES'
            | 'BUS';
          format?: 'csv' | 'xlsx';
          order?: 'asc' | 'desc';
          q?: string;
          sort?: 'plate' | 'accountNumber' | 'status' | 'tollCategory' | 'createdAt';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/filter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vehicles, paged and sorted; filters f_plate, f_accountNumber, f_accountId, f_status, f_tollCategory, q */
    get: {
      parameters: {
        query?: {
          f_accountId?: number;
          f_accountNumber?: string;
          f_plate?: string;
          f_status?: 'ACTIVE' | 'CLOSED';
          f_tollCategory?:
            | 'UP_TO_3_5T'
            | 'FROM_3_5_TO_12T'
            | 'OVER_12T_2_3_AXLES'
            | 'OVER_12T_4_PLUS_AXLES'
            | 'BUS';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'plate' | 'accountNumber' | 'status' | 'tollCategory' | 'createdAt';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountId: number;
                accountNumber: string;
                accountUnitId: number;
                axleHeight: number | null;
                closedAt: string | null;
                colour: string | null;
                countryCode: string;
                createdAt: string;
                deliveryMethod: number;
                emissionClass: number;
                length: number | null;
                make: string | null;
                maxDryWeight: number | null;
                maxHeight: number | null;
                maxWetWeight: number;
                model: string | null;
                ownerName: string | null;
                plate: string;
                shippingAddressId: number | null;
                /** @enum {string} */
                status: 'ACTIVE' | 'CLOSED';
                tollCategory:
                  | (
                      | 'UP_TO_3_5T'
                      | 'FROM_3_5_TO_12T'
                      | 'OVER_12T_2_3_AXLES'
                      | 'OVER_12T_4_PLUS_AXLES'
                      | 'BUS'
                    )
                  | null;
                totalAxles: number;
                tractorAxles: number;
                trailerAxles: number;
                trainMaxWeight: number | null;
                tyreType: number;
                /** @enum {string} */
                vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
                version: number;
                width: number | null;
                year: number | null;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/getUnitDataWithRegix': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Vehicle data from the registry (RegiX) by plate, for the form (REGIX_MODE; 404 regix.notFound, 504 regix.timeout, 503 regix.unavailable) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default BG
             * @enum {string}
             */
            countryCode?: 'BG';
            plate: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              colour: string | null;
              countryCode: string;
              emissionClass: number | null;
              length: number | null;
              make: string | null;
              maxDryWeight: number | null;
              maxHeight: number | null;
              maxWetWeight: number;
              model: string | null;
              ownerName: string | null;
              plate: string;
              tollCategory:
                | (
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS'
                  )
                | null;
              tractorAxles: number;
              trailerAxles: number;
              trainMaxWeight: number | null;
              /** @enum {string} */
              vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
              width: number | null;
              year: number | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/massDepositPayment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay the deposit of every device of a contract (or of the chosen vehicles) as one payment from its prepaid balance, booked in the ledger */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountId: number;
            accountUnitIds?: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              amountMinor: number;
              bookedAt: string | null;
              currency: string;
              deviceCount: number;
              id: number;
              message: string;
              requestedAt: string;
              /** @enum {string} */
              status: 'REQUESTED' | 'BOOKED' | 'CANCELLED';
              unitCount: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/singleUnitVerification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Is this vehicle of this contract ready to be charged? (account_id, unit_id; each condition with its verdict) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            account_id: number;
            unit_id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              checks: {
                /** @enum {string} */
                check:
                  | 'CONTRACT_ACTIVE'
                  | 'CONTRACT_SIGNED'
                  | 'VEHICLE_ACTIVE'
                  | 'DEVICE_ATTACHED'
                  | 'DEVICE_FITS'
                  | 'CHARGING_SYSTEM_SYNCED';
                code: string | null;
                message: string | null;
                ok: boolean;
              }[];
              plate: string;
              unitId: number;
              verified: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/syncState/account/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Each vehicle's charging-system sync state (NONE, PENDING, STUCK, SYNCED) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountUnitId: number;
              lastEvent: {
                attempts: number;
                createdAt: string;
                deliveredAt: string | null;
                /** @enum {string} */
                entity: 'account' | 'accountUnit' | 'device';
                entityId: number;
                id: number;
                lastError: string | null;
                nextAttemptAt: string;
                op: string;
                payload: {
                  [key: string]: unknown;
                };
                /** @enum {string} */
                status: 'PENDING' | 'DELIVERED';
                stuck: boolean;
              } | null;
              /** @enum {string} */
              state: 'NONE' | 'PENDING' | 'STUCK' | 'SYNCED';
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/syncUnit/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the vehicle's state to the charging system again (outbox, then delivery) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivered: number;
              failed: number;
              queued: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accountUnits/syncUnitsForAccount/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the contract and every active vehicle of it to the charging system again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivered: number;
              failed: number;
              queued: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/active-vignettes-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks vignette drafts: overlaps, start limits, the price now (a verdict per item) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            items: {
              activationDate?: string | null;
              countryCode: string;
              lpn: string;
              productId: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                } | null;
                errors: {
                  code: string;
                  field?: string;
                  message: string;
                }[];
                index: number;
                lpn: string;
                ok: boolean;
                period:
                  ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                periodText: string | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                } | null;
                productId: string;
                validity: {
                  from: string;
                  to: string;
                } | null;
                vehicleType: ('car' | 'trailer') | null;
              }[];
              ok: boolean;
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/announcements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Announcements by status (the site shows the active ones) */
    get: {
      parameters: {
        query?: {
          status?: 'ACTIVE' | 'ARCHIVED';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              id: number;
              link: string | null;
              message: string;
              name: string;
              /** @enum {string} */
              productType: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
              /** @enum {string} */
              status: 'ACTIVE' | 'ARCHIVED';
            }[];
          };
        };
      };
    };
    put?: never;
    /** Post an announcement (active at once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            link?: string | null;
            messageBg: string;
            messageEn: string;
            name: string;
            /** @enum {string} */
            productType: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              id: number;
              link: string | null;
              messageBg: string;
              messageEn: string;
              name: string;
              /** @enum {string} */
              productType: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
              /** @enum {string} */
              status: 'ACTIVE' | 'ARCHIVED';
              updatedAt: string;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/announcements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One announcement with both languages and its version */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              id: number;
              link: string | null;
              messageBg: string;
              messageEn: string;
              name: string;
              /** @enum {string} */
              productType: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
              /** @enum {string} */
              status: 'ACTIVE' | 'ARCHIVED';
              updatedAt: string;
              version: number;
            };
          };
        };
      };
    };
    /** Change an announcement at the version read (409 announcement.staleVersion) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            link?: string | null;
            messageBg: string;
            messageEn: string;
            name: string;
            /** @enum {string} */
            productType: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              id: number;
              link: string | null;
              messageBg: string;
              messageEn: string;
              name: string;
              /** @enum {string} */
              productType: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
              /** @enum {string} */
              status: 'ACTIVE' | 'ARCHIVED';
              updatedAt: string;
              version: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/announcements/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Archive an announcement (the site no longer shows it) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              id: number;
              link: string | null;
              messageBg: string;
              messageEn: string;
              name: string;
              /** @enum {string} */
              productType: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
              /** @enum {string} */
              status: 'ACTIVE' | 'ARCHIVED';
              updatedAt: string;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/announcements/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make an archived announcement active again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              id: number;
              link: string | null;
              messageBg: string;
              messageEn: string;
              name: string;
              /** @enum {string} */
              productType: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
              /** @enum {string} */
              status: 'ACTIVE' | 'ARCHIVED';
              updatedAt: string;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/announcements/manage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Announcements, paged, sorted and filtered (f_status, f_productType, q over name, messages and link) */
    get: {
      parameters: {
        query?: {
          f_productType?: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
          f_status?: 'ACTIVE' | 'ARCHIVED';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'createdAt' | 'updatedAt' | 'name' | 'productType' | 'status' | 'id';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                createdAt: string;
                id: number;
                link: string | null;
                messageBg: string;
                messageEn: string;
                name: string;
                /** @enum {string} */
                productType: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
                /** @enum {string} */
                status: 'ACTIVE' | 'ARCHIVED';
                updatedAt: string;
                version: number;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/announcements/manage/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current filter and order of the announcements as CSV or XLSX, streamed */
    get: {
      parameters: {
        query?: {
          f_productType?: 'E_VIGNETTE' | 'ROUTE_PASS' | 'COMPENSATORY_FEE';
          f_status?: 'ACTIVE' | 'ARCHIVED';
          format?: 'csv' | 'xlsx';
          order?: 'asc' | 'desc';
          q?: string;
          sort?: 'createdAt' | 'updatedAt' | 'name' | 'productType' | 'status' | 'id';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform bank accounts statements are read into */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              currency: string;
              iban: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/card-settlements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Card settlements per approvals day against the clearing account: MATCHED, SHORT, EXTRA or MISSING with their age (f_exceptions=true: all but matched; f_status, f_from, f_to: the last 90 days by default) */
    get: {
      parameters: {
        query?: {
          f_exceptions?: 'true';
          f_from?: string;
          f_status?: 'MATCHED' | 'SHORT' | 'EXTRA' | 'MISSING';
          f_to?: string;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'day' | 'ageDays';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                ageDays: number;
                approvalsMinor: number;
                currency: string;
                day: string;
                differenceMinor: number;
                feeMinor: number;
                lineIds: number[];
                receivedMinor: number;
                settledMinor: number;
                /** @enum {string} */
                status: 'MATCHED' | 'SHORT' | 'EXTRA' | 'MISSING';
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/contract-lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contracts to assign a payment to, by number, customer id or client name (20 at most) */
    get: {
      parameters: {
        query: {
          q: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              accountNumber: string;
              accountType: number;
              clientName: string;
              customerId: string | null;
              initialPaymentMinor: number;
              initialPaymentPaid: boolean;
              status: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/partner-lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sale partners to book a payment to, by name, EIK or number SP-<id> (20 at most) */
    get: {
      parameters: {
        query: {
          q: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              eik: string | null;
              name: string;
              partnerId: number;
              partnerNumber: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Uploaded statements, paged (f_bankAccountId, q over file name and statement id) */
    get: {
      parameters: {
        query?: {
          f_bankAccountId?: number;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'uploadedAt' | 'closingDate';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountIban: string;
                bankAccountId: number;
                closingBalanceMinor: number;
                closingDate: string | null;
                currency: string;
                fileName: string;
                /** @enum {string} */
                format: 'MT940' | 'CAMT053';
                id: number;
                knownLines: number;
                lineCount: number;
                newLines: number;
                openingBalanceMinor: number;
                openingDate: string | null;
                sequence: string;
                statementRef: string;
                undoneAt: string | null;
                undoReason: string | null;
                uploadedAt: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    /** Upload a statement file (SWIFT MT940 or ISO 20022 camt.053) or a camt.054 detail file of batch lines as text: refused whole with the line or XML path when malformed; lines already recorded are counted as known; with dryRun, previewed (what would book, what would wait) and nothing kept */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            content: string;
            continuityReason?: string;
            dryRun?: boolean;
            fileName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              continuityAccepted: {
                messages: string[];
                statementId: number;
              }[];
              dryRun: boolean;
              failed: number;
              fileAlreadyImported: boolean;
              knownLines: number;
              matched: number;
              newLines: number;
              preview: {
                amountMinor: number;
                counterpartyName: string | null;
                currency: string;
                /** @enum {string} */
                direction: 'CREDIT' | 'DEBIT';
                evidence: {
                  detail: string;
                  /** @enum {string} */
                  kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                  points: number;
                }[];
                /** @enum {string} */
                outcome: 'BOOK' | 'WAIT' | 'FAIL';
                reason: string | null;
                remittance: string;
                score: number | null;
                suggestions: {
                  accountId: number | null;
                  accountNumber: string | null;
                  evidence: {
                    detail: string;
                    /** @enum {string} */
                    kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                    points: number;
                  }[];
                  invoiceNumber: string | null;
                  /** @enum {string} */
                  kind: 'CONTRACT' | 'INVOICE' | 'PARTNER';
                  name: string | null;
                  partnerId: number | null;
                  score: number;
                }[];
                target: string | null;
                valueDate: string;
                where: string;
              }[];
              statements: {
                accountIban: string;
                alreadyUploaded: boolean;
                bankAccountId: number;
                closingBalanceMinor: number;
                closingDate: string | null;
                currency: string;
                fileName: string;
                /** @enum {string} */
                format: 'MT940' | 'CAMT053';
                id: number;
                knownLines: number;
                lineCount: number;
                newLines: number;
                openingBalanceMinor: number;
                openingDate: string | null;
                sequence: string;
                statementRef: string;
                undoneAt: string | null;
                undoReason: string | null;
                uploadedAt: string;
              }[];
              undistributed: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/statements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One uploaded statement */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountIban: string;
              bankAccountId: number;
              closingBalanceMinor: number;
              closingDate: string | null;
              currency: string;
              fileName: string;
              /** @enum {string} */
              format: 'MT940' | 'CAMT053';
              id: number;
              knownLines: number;
              lineCount: number;
              newLines: number;
              openingBalanceMinor: number;
              openingDate: string | null;
              sequence: string;
              statementRef: string;
              undoneAt: string | null;
              undoReason: string | null;
              uploadedAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/statements/{id}/undo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Undo a whole import with a reason: its journals reversed, its payments annulled, its lines UNDONE (all or nothing) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              annulledPayments: number;
              forgottenIbans: number;
              reversedJournals: number;
              statement: {
                accountIban: string;
                bankAccountId: number;
                closingBalanceMinor: number;
                closingDate: string | null;
                currency: string;
                fileName: string;
                /** @enum {string} */
                format: 'MT940' | 'CAMT053';
                id: number;
                knownLines: number;
                lineCount: number;
                newLines: number;
                openingBalanceMinor: number;
                openingDate: string | null;
                sequence: string;
                statementRef: string;
                undoneAt: string | null;
                undoReason: string | null;
                uploadedAt: string;
              };
              undoneLines: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bank transactions (statement lines) with their payments, paged (f_status PROCESSED|UNPROCESSED|FAILED, f_statementId, f_direction, f_undistributed=true, q) */
    get: {
      parameters: {
        query?: {
          f_direction?: 'CREDIT' | 'DEBIT';
          f_statementId?: number;
          f_status?: 'PROCESSED' | 'UNPROCESSED' | 'FAILED' | 'UNDONE';
          f_undistributed?: 'true';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'id' | 'valueDate' | 'amountMinor';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                amountMinor: number;
                attempts: number;
                bankReference: string | null;
                bookingDate: string;
                counterpartyIban: string | null;
                counterpartyName: string | null;
                currency: string;
                /** @enum {string} */
                direction: 'CREDIT' | 'DEBIT';
                entryRef: string | null;
                errorCode: string | null;
                errorText: string | null;
                evidence: {
                  detail: string;
                  /** @enum {string} */
                  kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                  points: number;
                }[];
                fileName: string;
                id: number;
                matchScore: number | null;
                payment: {
                  amountMinor: number;
                  annulled: boolean;
                  currency: string;
                  distributedMinor: number;
                  fileName: string | null;
                  ibanNew: string | null;
                  ibanOld: string | null;
                  id: number;
                  /** @enum {string} */
                  kind: 'BANK' | 'SYSTEM' | 'INTERNAL';
                  message: string;
                  number: string;
                  paymentDate: string;
                  reference: string | null;
                  undistributedMinor: number;
                  valueDate: string;
                } | null;
                remittance: string;
                statementId: number;
                /** @enum {string} */
                status: 'PROCESSED' | 'UNPROCESSED' | 'FAILED' | 'UNDONE';
                suggestions: {
                  accountId: number | null;
                  accountNumber: string | null;
                  evidence: {
                    detail: string;
                    /** @enum {string} */
                    kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                    points: number;
                  }[];
                  invoiceNumber: string | null;
                  /** @enum {string} */
                  kind: 'CONTRACT' | 'INVOICE' | 'PARTNER';
                  name: string | null;
                  partnerId: number | null;
                  score: number;
                }[];
                valueDate: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/transactions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One bank transaction with its payment and distributions */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountMinor: number;
              attempts: number;
              bankReference: string | null;
              bookingDate: string;
              counterpartyIban: string | null;
              counterpartyName: string | null;
              currency: string;
              details: {
                accountNumber: string | null;
                amountMinor: number;
                counterpartyIban: string | null;
                counterpartyName: string | null;
                fileName: string;
                matchScore: number | null;
                remittance: string;
                seq: number;
              }[];
              /** @enum {string} */
              direction: 'CREDIT' | 'DEBIT';
              distributions: {
                accountId: number | null;
                accountNumber: string | null;
                amountMinor: number;
                createdAt: string;
                customerId: string | null;
                id: number;
                invoiceNumber: string | null;
                /** @enum {string} */
                method: 'AUTO' | 'MANUAL';
                partnerId: number | null;
                partnerName: string | null;
                /** @enum {string} */
                target: 'CONTRACT' | 'INITIAL_PAYMENT' | 'INVOICE' | 'PARTNER';
              }[];
              entryRef: string | null;
              errorCode: string | null;
              errorText: string | null;
              evidence: {
                detail: string;
                /** @enum {string} */
                kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                points: number;
              }[];
              fileName: string;
              id: number;
              matchScore: number | null;
              payment: {
                amountMinor: number;
                annulled: boolean;
                currency: string;
                distributedMinor: number;
                fileName: string | null;
                ibanNew: string | null;
                ibanOld: string | null;
                id: number;
                /** @enum {string} */
                kind: 'BANK' | 'SYSTEM' | 'INTERNAL';
                message: string;
                number: string;
                paymentDate: string;
                reference: string | null;
                undistributedMinor: number;
                valueDate: string;
              } | null;
              remittance: string;
              statementId: number;
              /** @enum {string} */
              status: 'PROCESSED' | 'UNPROCESSED' | 'FAILED' | 'UNDONE';
              suggestions: {
                accountId: number | null;
                accountNumber: string | null;
                evidence: {
                  detail: string;
                  /** @enum {string} */
                  kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                  points: number;
                }[];
                invoiceNumber: string | null;
                /** @enum {string} */
                kind: 'CONTRACT' | 'INVOICE' | 'PARTNER';
                name: string | null;
                partnerId: number | null;
                score: number;
              }[];
              valueDate: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/transactions/{id}/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Assign the undistributed amount by hand, split across contracts (their balance or initial payment) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            shares: {
              accountId: number;
              amountMinor: number;
              /** @enum {string} */
              target: 'CONTRACT' | 'INITIAL_PAYMENT';
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountMinor: number;
              attempts: number;
              bankReference: string | null;
              bookingDate: string;
              counterpartyIban: string | null;
              counterpartyName: string | null;
              currency: string;
              details: {
                accountNumber: string | null;
                amountMinor: number;
                counterpartyIban: string | null;
                counterpartyName: string | null;
                fileName: string;
                matchScore: number | null;
                remittance: string;
                seq: number;
              }[];
              /** @enum {string} */
              direction: 'CREDIT' | 'DEBIT';
              distributions: {
                accountId: number | null;
                accountNumber: string | null;
                amountMinor: number;
                createdAt: string;
                customerId: string | null;
                id: number;
                invoiceNumber: string | null;
                /** @enum {string} */
                method: 'AUTO' | 'MANUAL';
                partnerId: number | null;
                partnerName: string | null;
                /** @enum {string} */
                target: 'CONTRACT' | 'INITIAL_PAYMENT' | 'INVOICE' | 'PARTNER';
              }[];
              entryRef: string | null;
              errorCode: string | null;
              errorText: string | null;
              evidence: {
                detail: string;
                /** @enum {string} */
                kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                points: number;
              }[];
              fileName: string;
              id: number;
              matchScore: number | null;
              payment: {
                amountMinor: number;
                annulled: boolean;
                currency: string;
                distributedMinor: number;
                fileName: string | null;
                ibanNew: string | null;
                ibanOld: string | null;
                id: number;
                /** @enum {string} */
                kind: 'BANK' | 'SYSTEM' | 'INTERNAL';
                message: string;
                number: string;
                paymentDate: string;
                reference: string | null;
                undistributedMinor: number;
                valueDate: string;
              } | null;
              remittance: string;
              statementId: number;
              /** @enum {string} */
              status: 'PROCESSED' | 'UNPROCESSED' | 'FAILED' | 'UNDONE';
              suggestions: {
                accountId: number | null;
                accountNumber: string | null;
                evidence: {
                  detail: string;
                  /** @enum {string} */
                  kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                  points: number;
                }[];
                invoiceNumber: string | null;
                /** @enum {string} */
                kind: 'CONTRACT' | 'INVOICE' | 'PARTNER';
                name: string | null;
                partnerId: number | null;
                score: number;
              }[];
              valueDate: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/transactions/{id}/assign-partner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Book the undistributed amount (or part of it) as a sale partner's payment of its obligations */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amountMinor?: number;
            partnerId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountMinor: number;
              attempts: number;
              bankReference: string | null;
              bookingDate: string;
              counterpartyIban: string | null;
              counterpartyName: string | null;
              currency: string;
              details: {
                accountNumber: string | null;
                amountMinor: number;
                counterpartyIban: string | null;
                counterpartyName: string | null;
                fileName: string;
                matchScore: number | null;
                remittance: string;
                seq: number;
              }[];
              /** @enum {string} */
              direction: 'CREDIT' | 'DEBIT';
              distributions: {
                accountId: number | null;
                accountNumber: string | null;
                amountMinor: number;
                createdAt: string;
                customerId: string | null;
                id: number;
                invoiceNumber: string | null;
                /** @enum {string} */
                method: 'AUTO' | 'MANUAL';
                partnerId: number | null;
                partnerName: string | null;
                /** @enum {string} */
                target: 'CONTRACT' | 'INITIAL_PAYMENT' | 'INVOICE' | 'PARTNER';
              }[];
              entryRef: string | null;
              errorCode: string | null;
              errorText: string | null;
              evidence: {
                detail: string;
                /** @enum {string} */
                kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                points: number;
              }[];
              fileName: string;
              id: number;
              matchScore: number | null;
              payment: {
                amountMinor: number;
                annulled: boolean;
                currency: string;
                distributedMinor: number;
                fileName: string | null;
                ibanNew: string | null;
                ibanOld: string | null;
                id: number;
                /** @enum {string} */
                kind: 'BANK' | 'SYSTEM' | 'INTERNAL';
                message: string;
                number: string;
                paymentDate: string;
                reference: string | null;
                undistributedMinor: number;
                valueDate: string;
              } | null;
              remittance: string;
              statementId: number;
              /** @enum {string} */
              status: 'PROCESSED' | 'UNPROCESSED' | 'FAILED' | 'UNDONE';
              suggestions: {
                accountId: number | null;
                accountNumber: string | null;
                evidence: {
                  detail: string;
                  /** @enum {string} */
                  kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                  points: number;
                }[];
                invoiceNumber: string | null;
                /** @enum {string} */
                kind: 'CONTRACT' | 'INVOICE' | 'PARTNER';
                name: string | null;
                partnerId: number | null;
                score: number;
              }[];
              valueDate: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/transactions/{id}/mark-processed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark an unprocessed bank transaction as processed (after confirmation) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            confirmed: true;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountMinor: number;
              attempts: number;
              bankReference: string | null;
              bookingDate: string;
              counterpartyIban: string | null;
              counterpartyName: string | null;
              currency: string;
              details: {
                accountNumber: string | null;
                amountMinor: number;
                counterpartyIban: string | null;
                counterpartyName: string | null;
                fileName: string;
                matchScore: number | null;
                remittance: string;
                seq: number;
              }[];
              /** @enum {string} */
              direction: 'CREDIT' | 'DEBIT';
              distributions: {
                accountId: number | null;
                accountNumber: string | null;
                amountMinor: number;
                createdAt: string;
                customerId: string | null;
                id: number;
                invoiceNumber: string | null;
                /** @enum {string} */
                method: 'AUTO' | 'MANUAL';
                partnerId: number | null;
                partnerName: string | null;
                /** @enum {string} */
                target: 'CONTRACT' | 'INITIAL_PAYMENT' | 'INVOICE' | 'PARTNER';
              }[];
              entryRef: string | null;
              errorCode: string | null;
              errorText: string | null;
              evidence: {
                detail: string;
                /** @enum {string} */
                kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                points: number;
              }[];
              fileName: string;
              id: number;
              matchScore: number | null;
              payment: {
                amountMinor: number;
                annulled: boolean;
                currency: string;
                distributedMinor: number;
                fileName: string | null;
                ibanNew: string | null;
                ibanOld: string | null;
                id: number;
                /** @enum {string} */
                kind: 'BANK' | 'SYSTEM' | 'INTERNAL';
                message: string;
                number: string;
                paymentDate: string;
                reference: string | null;
                undistributedMinor: number;
                valueDate: string;
              } | null;
              remittance: string;
              statementId: number;
              /** @enum {string} */
              status: 'PROCESSED' | 'UNPROCESSED' | 'FAILED' | 'UNDONE';
              suggestions: {
                accountId: number | null;
                accountNumber: string | null;
                evidence: {
                  detail: string;
                  /** @enum {string} */
                  kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                  points: number;
                }[];
                invoiceNumber: string | null;
                /** @enum {string} */
                kind: 'CONTRACT' | 'INVOICE' | 'PARTNER';
                name: string | null;
                partnerId: number | null;
                score: number;
              }[];
              valueDate: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bank/transactions/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Match a failed bank transaction again (after confirmation) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            confirmed: true;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountMinor: number;
              attempts: number;
              bankReference: string | null;
              bookingDate: string;
              counterpartyIban: string | null;
              counterpartyName: string | null;
              currency: string;
              details: {
                accountNumber: string | null;
                amountMinor: number;
                counterpartyIban: string | null;
                counterpartyName: string | null;
                fileName: string;
                matchScore: number | null;
                remittance: string;
                seq: number;
              }[];
              /** @enum {string} */
              direction: 'CREDIT' | 'DEBIT';
              distributions: {
                accountId: number | null;
                accountNumber: string | null;
                amountMinor: number;
                createdAt: string;
                customerId: string | null;
                id: number;
                invoiceNumber: string | null;
                /** @enum {string} */
                method: 'AUTO' | 'MANUAL';
                partnerId: number | null;
                partnerName: string | null;
                /** @enum {string} */
                target: 'CONTRACT' | 'INITIAL_PAYMENT' | 'INVOICE' | 'PARTNER';
              }[];
              entryRef: string | null;
              errorCode: string | null;
              errorText: string | null;
              evidence: {
                detail: string;
                /** @enum {string} */
                kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                points: number;
              }[];
              fileName: string;
              id: number;
              matchScore: number | null;
              payment: {
                amountMinor: number;
                annulled: boolean;
                currency: string;
                distributedMinor: number;
                fileName: string | null;
                ibanNew: string | null;
                ibanOld: string | null;
                id: number;
                /** @enum {string} */
                kind: 'BANK' | 'SYSTEM' | 'INTERNAL';
                message: string;
                number: string;
                paymentDate: string;
                reference: string | null;
                undistributedMinor: number;
                valueDate: string;
              } | null;
              remittance: string;
              statementId: number;
              /** @enum {string} */
              status: 'PROCESSED' | 'UNPROCESSED' | 'FAILED' | 'UNDONE';
              suggestions: {
                accountId: number | null;
                accountNumber: string | null;
                evidence: {
                  detail: string;
                  /** @enum {string} */
                  kind: 'reference' | 'iban' | 'amount' | 'name' | 'dateWindow';
                  points: number;
                }[];
                invoiceNumber: string | null;
                /** @enum {string} */
                kind: 'CONTRACT' | 'INVOICE' | 'PARTNER';
                name: string | null;
                partnerId: number | null;
                score: number;
              }[];
              valueDate: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bulk-purchases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buys every vignette of a checked file in one payment (card at the gateway, or cash at the POS); a bad line buys nothing */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            consents: {
              /** @enum {boolean} */
              noRefund: true;
              /** @enum {boolean} */
              terms: true;
            };
            csv: string;
            email: string;
            /** @enum {string} */
            paymentMethod: 'CARD' | 'CASH';
            posId?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  card: {
                    orderNumber: string;
                    payment: {
                      action: string;
                      fields: {
                        [key: string]: string;
                      };
                      /** @enum {string} */
                      method: 'POST';
                    };
                    total: {
                      currencyAmount: {
                        amountBGN: number;
                        amountEUR: number;
                      };
                      price: {
                        amount: number;
                        /** @enum {string} */
                        currency: 'BGN' | 'EUR';
                        minor: number;
                      };
                    };
                    transId: string;
                  };
                  /** @enum {string} */
                  paymentMethod: 'CARD';
                }
              | {
                  /** @enum {string} */
                  paymentMethod: 'CASH';
                  sale: {
                    createdAt: string;
                    email: string;
                    items: {
                      countryCode: string;
                      currencyAmount: {
                        amountBGN: number;
                        amountEUR: number;
                      };
                      delictDocumentNumber: string | null;
                      description: string;
                      failure: string | null;
                      id: string;
                      /** @enum {string} */
                      kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                      lpn: string;
                      period:
                        | ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL')
                        | null;
                      price: {
                        amount: number;
                        /** @enum {string} */
                        currency: 'BGN' | 'EUR';
                        minor: number;
                      };
                      productId: string | null;
                      refunded: boolean;
                      routePassId: string | null;
                      routePassNumber: string | null;
                      routePoints: string[] | null;
                      /** @enum {string} */
                      status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                      validity: {
                        from: string;
                        to: string;
                      };
                      vehicleType: ('car' | 'trailer') | null;
                      vignetteId: string | null;
                      vignetteNumber: string | null;
                    }[];
                    /** @enum {string} */
                    lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
                    orderNumber: string;
                    payment: {
                      action: string | null;
                      approval: string | null;
                      category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                      mayPayAgain: boolean;
                      message: string | null;
                      paidAt: string | null;
                      rc: string | null;
                      rrn: string | null;
                    } | null;
                    pending: boolean;
                    refund: {
                      currencyAmount: {
                        amountBGN: number;
                        amountEUR: number;
                      };
                      price: {
                        amount: number;
                        /** @enum {string} */
                        currency: 'BGN' | 'EUR';
                        minor: number;
                      };
                      /** @enum {string} */
                      status: 'PENDING' | 'DONE' | 'FAILED';
                    } | null;
                    /** @enum {string} */
                    status:
                      | 'AWAITING_PAYMENT'
                      | 'PAYMENT_UNKNOWN'
                      | 'PAYMENT_FAILED'
                      | 'ACTIVATED'
                      | 'PARTIALLY_ACTIVATED'
                      | 'ACTIVATION_FAILED'
                      | 'EXPIRED';
                    total: {
                      currencyAmount: {
                        amountBGN: number;
                        amountEUR: number;
                      };
                      price: {
                        amount: number;
                        /** @enum {string} */
                        currency: 'BGN' | 'EUR';
                        minor: number;
                      };
                    };
                    transId: string;
                  };
                };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bulk-purchases/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks a vignette purchase file (CSV: plate, country, product, start): a verdict per line */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            csv: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              fileErrors: {
                code: string;
                message: string;
              }[];
              ok: boolean;
              rows: {
                activationDate: string | null;
                countryCode: string;
                errors: {
                  code: string;
                  message: string;
                }[];
                line: number;
                lpn: string;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                } | null;
                productId: string;
                validity: {
                  from: string;
                  to: string;
                } | null;
              }[];
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/captcha/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A fresh ALTCHA proof-of-work challenge */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              algorithm: string;
              challenge: string;
              maxnumber?: number;
              salt: string;
              signature: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cashiershift': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shifts in the caller’s scope, paged and sorted (f_status 1 open / 2 closed, f_posId) */
    get: {
      parameters: {
        query?: {
          f_posId?: number;
          f_status?: number;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'start' | 'end' | 'posCode' | 'cashier';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                cashier: string;
                end: string | null;
                id: number;
                partnerId: number;
                posCode: string;
                posId: number;
                posName: string;
                shiftStatus: 1 | 2;
                start: string;
                userId: number;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cashiershift/detailedReport/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shift’s detailed report: CSV, one row per sold item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cashiershift/end/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close the caller’s open shift (a closed shift: 409 shift.alreadyClosed) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cashier: string;
              end: string | null;
              id: number;
              partnerId: number;
              posCode: string;
              posId: number;
              posName: string;
              shiftStatus: 1 | 2;
              start: string;
              userId: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cashiershift/sales/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One page of a shift’s sales, sorted on the server (page_number from 0) */
    get: {
      parameters: {
        query?: {
          page_number?: number;
          page_size?: number;
          sorting_direction?: 'asc' | 'desc' | 'ASC' | 'DESC';
          sorting_parameter?: 'createdAt' | 'number' | 'total' | 'state' | 'paymentMethod';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                createdAt: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                items: number;
                number: number;
                /** @enum {string} */
                paymentMethod: 'CARD' | 'CASH';
                plates: string[];
                saleId: string;
                state: string;
                totalBgn: number;
                totalEur: number;
                totalMinor: number;
              }[];
              page_number: number;
              page_size: number;
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cashiershift/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a shift at one of the caller’s points of sale that work in shifts */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            posId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cashier: string;
              end: string | null;
              id: number;
              partnerId: number;
              posCode: string;
              posId: number;
              posName: string;
              shiftStatus: 1 | 2;
              start: string;
              userId: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cashiershift/status/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shift’s status (1 open, 2 closed): the client clears a stored closed shift */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              shiftStatus: 1 | 2;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cashiershift/summarizedReport/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shift’s summary (spec: xls) as an XLSX workbook */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cashiershift/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s open shifts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cashier: string;
              end: string | null;
              id: number;
              partnerId: number;
              posCode: string;
              posId: number;
              posName: string;
              shiftStatus: 1 | 2;
              start: string;
              userId: number;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charging-sync/deliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deliver the due events now (the job does it every minute) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivered: number;
              failed: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charging-sync/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Charging-system sync events: pending (default), stuck (failed 5 times or more) or all; by entity */
    get: {
      parameters: {
        query?: {
          entity?: 'account' | 'accountUnit' | 'device';
          entityId?: number;
          limit?: number;
          page?: number;
          pageSize?: number;
          state?: 'stuck' | 'pending' | 'all';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                attempts: number;
                createdAt: string;
                deliveredAt: string | null;
                /** @enum {string} */
                entity: 'account' | 'accountUnit' | 'device';
                entityId: number;
                id: number;
                lastError: string | null;
                nextAttemptAt: string;
                op: string;
                payload: {
                  [key: string]: unknown;
                };
                /** @enum {string} */
                status: 'PENDING' | 'DELIVERED';
                stuck: boolean;
              }[];
              page: number;
              pageSize: number;
              pending: number;
              stuck: number;
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charging-sync/events/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Try a waiting event again now (its backoff dropped), then deliver what is due */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivered: number;
              failed: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/charging-sync/sandbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The local charging-system sandbox: what it received (this process) and its mode */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              failing: boolean;
              received: {
                entity: string;
                entityId: number;
                eventId: number;
                op: string;
                receivedAt: string;
              }[];
            };
          };
        };
      };
    };
    /** Tell the sandbox to refuse every event (failing: true) or to accept again */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            failing: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              failing: boolean;
              received: {
                entity: string;
                entityId: number;
                eventId: number;
                op: string;
                receivedAt: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{customerId}/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's addresses: the registered one, then correspondence, delivery, billing */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          customerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              city: string;
              countryCode: string;
              id: number | null;
              /** @enum {string} */
              kind: 'REGISTERED' | 'CORRESPONDENCE' | 'DELIVERY' | 'BILLING';
              phone: string | null;
              postalCode: string;
              recipient: string | null;
              street: string;
              usedByVehicles: number;
              version: number | null;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Add an address to a client (audited) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          customerId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city: string;
            /** @default BG */
            countryCode?: string;
            /** @enum {string} */
            kind: 'CORRESPONDENCE' | 'DELIVERY' | 'BILLING';
            phone?: (string | null) | '';
            postalCode: string;
            /** @default null */
            recipient?: string | null;
            street: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              city: string;
              countryCode: string;
              id: number | null;
              /** @enum {string} */
              kind: 'REGISTERED' | 'CORRESPONDENCE' | 'DELIVERY' | 'BILLING';
              phone: string | null;
              postalCode: string;
              recipient: string | null;
              street: string;
              usedByVehicles: number;
              version: number | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{customerId}/addresses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change an address at the version read (audited) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          customerId: string;
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city: string;
            /** @default BG */
            countryCode?: string;
            /** @enum {string} */
            kind: 'CORRESPONDENCE' | 'DELIVERY' | 'BILLING';
            phone?: (string | null) | '';
            postalCode: string;
            /** @default null */
            recipient?: string | null;
            street: string;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              city: string;
              countryCode: string;
              id: number | null;
              /** @enum {string} */
              kind: 'REGISTERED' | 'CORRESPONDENCE' | 'DELIVERY' | 'BILLING';
              phone: string | null;
              postalCode: string;
              recipient: string | null;
              street: string;
              usedByVehicles: number;
              version: number | null;
            };
          };
        };
      };
    };
    post?: never;
    /** Remove an address no active vehicle ships to (audited) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          customerId: string;
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              deleted: true;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{customerId}/detailed-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every booking on the client's contracts in a period (Sofia days from–to, optionally one contract), paged, with the period's totals per balance */
    get: {
      parameters: {
        query: {
          accountId?: number;
          from: string;
          page?: number;
          pageSize?: number;
          to: string;
        };
        header?: never;
        path: {
          customerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountId: number;
                accountNumber: string;
                amountMinor: number;
                /** @enum {string} */
                balance:
                  | 'PREPAID_MAIN'
                  | 'PREPAID_SECONDARY'
                  | 'POSTPAID_RECEIVABLE'
                  | 'DEPOSIT'
                  | 'UNPAID_DEPOSIT'
                  | 'PARTNER_OBLIGATION'
                  | 'REVENUE_VIGNETTE'
                  | 'REVENUE_ROUTE_PASS'
                  | 'REVENUE_DELICT'
                  | 'REVENUE_TOLL'
                  | 'REVENUE_SERVICE_FEE'
                  | 'REVENUE_DEVICE_DEPOSIT'
                  | 'REVENUE_OTHER'
                  | 'COMMISSION_EXPENSE'
                  | 'CARD_GATEWAY_CLEARING'
                  | 'CARD_FEE_EXPENSE'
                  | 'BANK'
                  | 'POS_CASH'
                  | 'SUSPENSE'
                  | 'VAT_PAYABLE';
                currency: string;
                description: string | null;
                entryId: number;
                occurredAt: string;
                /** @enum {string} */
                type:
                  | 'TOLL'
                  | 'TOP_UP'
                  | 'INITIAL_PAYMENT'
                  | 'ROUTE_PASS'
                  | 'SERVICE_FEE'
                  | 'DEPOSIT'
                  | 'DEPOSIT_RELEASE'
                  | 'E_VIGNETTE'
                  | 'COMPENSATORY_FEE'
                  | 'MAXIMUM_TOLL'
                  | 'NOT_TOLL'
                  | 'NOT_VIGNETTE'
                  | 'TOLL_ADJUSTMENT_DEBIT'
                  | 'TOLL_ADJUSTMENT_CREDIT'
                  | 'SERVICE_FEE_ADJUSTMENT_DEBIT'
                  | 'SERVICE_FEE_ADJUSTMENT_CREDIT'
                  | 'DEPOSIT_ADJUSTMENT_DEBIT'
                  | 'DEPOSIT_ADJUSTMENT_CREDIT'
                  | 'BALANCE_ADJUSTMENT_DEBIT'
                  | 'BALANCE_ADJUSTMENT_CREDIT'
                  | 'BANK_RECEIPT'
                  | 'SUSPENSE_DISTRIBUTION'
                  | 'CARD_SETTLEMENT'
                  | 'PARTNER_COMMISSION'
                  | 'PARTNER_SETTLEMENT'
                  | 'INTERNAL_TRANSFER'
                  | 'INVOICE'
                  | 'CREDIT_NOTE'
                  | 'DEBIT_NOTE'
                  | 'REVERSAL';
              }[];
              page: number;
              pageSize: number;
              total: number;
              totals: {
                amountMinor: number;
                balance: string;
                currency: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{customerId}/detailed-report/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The detailed report as CSV (or XLSX with format=xlsx), streamed */
    get: {
      parameters: {
        query: {
          accountId?: number;
          format?: 'csv' | 'xlsx';
          from: string;
          to: string;
        };
        header?: never;
        path: {
          customerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/counter-sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A sale at the caller’s point of sale (in their open shift where the POS works in shifts): cash issued at once, a card order paid at the gateway within 30 minutes
     * @description `orderKey` (a UUID the client makes once per order) makes the call idempotent: the same key again answers the first sale (200, `replayed: true`); the same key with another order is 422 `counter.orderKeyReused`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            delicts?: {
              documentNumber: string;
              ownerId: string;
            }[];
            email?: string;
            /** Format: uuid */
            orderKey?: string;
            /** @enum {string} */
            paymentMethod: 'CASH' | 'CARD';
            /** @default [] */
            plateCorrections?: {
              lpn: string;
              vignetteNumber: string;
            }[];
            posId: number;
            routePasses?: {
              countryCode: string;
              lpn: string;
              request: {
                emissionClassId: number;
                points: (
                  | {
                      placeId: string;
                    }
                  | {
                      lat: number;
                      lng: number;
                    }
                )[];
                /**
                 * @default fastest
                 * @enum {string}
                 */
                routeType?: 'shortest' | 'fastest';
                /** Format: date-time */
                startTime?: string;
                vehicle: {
                  axles?: number;
                  bus?: boolean;
                  /** @enum {string} */
                  category?:
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS';
                  weightKg?: number;
                };
              };
            }[];
            vignettes?: {
              activationDate?: string | null;
              countryCode: string;
              lpn: string;
              productId: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              email: string;
              gatewayForm: {
                action: string;
                fields: {
                  [key: string]: string;
                };
                /** @enum {string} */
                method: 'POST';
              } | null;
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                delictDocumentNumber: string | null;
                description: string;
                failure: string | null;
                id: string;
                /** @enum {string} */
                kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                lpn: string;
                period:
                  ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                productId: string | null;
                refunded: boolean;
                routePassId: string | null;
                routePassNumber: string | null;
                routePoints: string[] | null;
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                validity: {
                  from: string;
                  to: string;
                };
                vehicleType: ('car' | 'trailer') | null;
                vignetteId: string | null;
                vignetteNumber: string | null;
              }[];
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              orderNumber: string;
              payment: {
                action: string | null;
                approval: string | null;
                category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                mayPayAgain: boolean;
                message: string | null;
                paidAt: string | null;
                rc: string | null;
                rrn: string | null;
              } | null;
              pending: boolean;
              refund: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                /** @enum {string} */
                status: 'PENDING' | 'DONE' | 'FAILED';
              } | null;
              replayed: boolean;
              /** @enum {string} */
              status:
                | 'AWAITING_PAYMENT'
                | 'PAYMENT_UNKNOWN'
                | 'PAYMENT_FAILED'
                | 'ACTIVATED'
                | 'PARTIALLY_ACTIVATED'
                | 'ACTIVATION_FAILED'
                | 'EXPIRED';
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              transId: string;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              email: string;
              gatewayForm: {
                action: string;
                fields: {
                  [key: string]: string;
                };
                /** @enum {string} */
                method: 'POST';
              } | null;
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                delictDocumentNumber: string | null;
                description: string;
                failure: string | null;
                id: string;
                /** @enum {string} */
                kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                lpn: string;
                period:
                  ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                productId: string | null;
                refunded: boolean;
                routePassId: string | null;
                routePassNumber: string | null;
                routePoints: string[] | null;
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                validity: {
                  from: string;
                  to: string;
                };
                vehicleType: ('car' | 'trailer') | null;
                vignetteId: string | null;
                vignetteNumber: string | null;
              }[];
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              orderNumber: string;
              payment: {
                action: string | null;
                approval: string | null;
                category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                mayPayAgain: boolean;
                message: string | null;
                paidAt: string | null;
                rc: string | null;
                rrn: string | null;
              } | null;
              pending: boolean;
              refund: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                /** @enum {string} */
                status: 'PENDING' | 'DONE' | 'FAILED';
              } | null;
              replayed: boolean;
              /** @enum {string} */
              status:
                | 'AWAITING_PAYMENT'
                | 'PAYMENT_UNKNOWN'
                | 'PAYMENT_FAILED'
                | 'ACTIVATED'
                | 'PARTIALLY_ACTIVATED'
                | 'ACTIVATION_FAILED'
                | 'EXPIRED';
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              transId: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/counter-sales/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels the caller’s unpaid counter order (expired now: items cancelled, vehicles free, a late card approval reversed) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              email: string;
              gatewayForm: {
                action: string;
                fields: {
                  [key: string]: string;
                };
                /** @enum {string} */
                method: 'POST';
              } | null;
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                delictDocumentNumber: string | null;
                description: string;
                failure: string | null;
                id: string;
                /** @enum {string} */
                kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                lpn: string;
                period:
                  ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                productId: string | null;
                refunded: boolean;
                routePassId: string | null;
                routePassNumber: string | null;
                routePoints: string[] | null;
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                validity: {
                  from: string;
                  to: string;
                };
                vehicleType: ('car' | 'trailer') | null;
                vignetteId: string | null;
                vignetteNumber: string | null;
              }[];
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              orderNumber: string;
              payment: {
                action: string | null;
                approval: string | null;
                category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                mayPayAgain: boolean;
                message: string | null;
                paidAt: string | null;
                rc: string | null;
                rrn: string | null;
              } | null;
              pending: boolean;
              refund: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                /** @enum {string} */
                status: 'PENDING' | 'DONE' | 'FAILED';
              } | null;
              replayed: boolean;
              /** @enum {string} */
              status:
                | 'AWAITING_PAYMENT'
                | 'PAYMENT_UNKNOWN'
                | 'PAYMENT_FAILED'
                | 'ACTIVATED'
                | 'PARTIALLY_ACTIVATED'
                | 'ACTIVATION_FAILED'
                | 'EXPIRED';
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              transId: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/counter-sales/{id}/cash': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pays the caller’s unpaid counter order in cash instead of by card, within its 30 minutes (spec §9) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              email: string;
              gatewayForm: {
                action: string;
                fields: {
                  [key: string]: string;
                };
                /** @enum {string} */
                method: 'POST';
              } | null;
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                delictDocumentNumber: string | null;
                description: string;
                failure: string | null;
                id: string;
                /** @enum {string} */
                kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                lpn: string;
                period:
                  ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                productId: string | null;
                refunded: boolean;
                routePassId: string | null;
                routePassNumber: string | null;
                routePoints: string[] | null;
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                validity: {
                  from: string;
                  to: string;
                };
                vehicleType: ('car' | 'trailer') | null;
                vignetteId: string | null;
                vignetteNumber: string | null;
              }[];
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              orderNumber: string;
              payment: {
                action: string | null;
                approval: string | null;
                category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                mayPayAgain: boolean;
                message: string | null;
                paidAt: string | null;
                rc: string | null;
                rrn: string | null;
              } | null;
              pending: boolean;
              refund: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                /** @enum {string} */
                status: 'PENDING' | 'DONE' | 'FAILED';
              } | null;
              replayed: boolean;
              /** @enum {string} */
              status:
                | 'AWAITING_PAYMENT'
                | 'PAYMENT_UNKNOWN'
                | 'PAYMENT_FAILED'
                | 'ACTIVATED'
                | 'PARTIALLY_ACTIVATED'
                | 'ACTIVATION_FAILED'
                | 'EXPIRED';
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              transId: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/counter-sales/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Prices a counter order now (vignettes, route passes, delict fees) by the sale’s own checks, without selling */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            delicts?: {
              documentNumber: string;
              ownerId: string;
            }[];
            /** @default [] */
            plateCorrections?: {
              lpn: string;
              vignetteNumber: string;
            }[];
            routePasses?: {
              countryCode: string;
              lpn: string;
              request: {
                emissionClassId: number;
                points: (
                  | {
                      placeId: string;
                    }
                  | {
                      lat: number;
                      lng: number;
                    }
                )[];
                /**
                 * @default fastest
                 * @enum {string}
                 */
                routeType?: 'shortest' | 'fastest';
                /** Format: date-time */
                startTime?: string;
                vehicle: {
                  axles?: number;
                  bus?: boolean;
                  /** @enum {string} */
                  category?:
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS';
                  weightKg?: number;
                };
              };
            }[];
            vignettes?: {
              activationDate?: string | null;
              countryCode: string;
              lpn: string;
              productId: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                /** @enum {string} */
                kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                lpn: string;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                validity: {
                  from: string;
                  to: string;
                };
              }[];
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/counter-sales/route-passes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A route pass sold at a point of sale of the caller’s scope (back-office buy-route-pass/{id}) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string;
              currencyAmount: {
                amountBGN: number;
                amountEUR: number;
              };
              id: string;
              issuedAt: string;
              lpn: string;
              number: string;
              price: {
                amount: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                minor: number;
              };
              quote: {
                borderCrossings: {
                  country: string;
                  id: string;
                  name: string;
                }[];
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                distance: {
                  chargedKm: number;
                  motorwayKm: number;
                  notChargedKm: number;
                  totalKm: number;
                };
                durationMinutes: number;
                geometry: {
                  coordinates: [number, number][];
                  /** @enum {string} */
                  type: 'LineString';
                };
                networkVersion: string;
                points: {
                  kind: ('town' | 'junction' | 'border') | null;
                  lat: number;
                  lng: number;
                  name: string | null;
                  offsetKm: number;
                  placeId: string | null;
                  segmentId: string | null;
                }[];
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                rates: {
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  first: number;
                  motorway: number;
                  second: number;
                  validFrom: string;
                };
                /** @enum {string} */
                routeType: 'shortest' | 'fastest';
                secondaryCurrency: ('BGN' | 'EUR') | null;
                segments: {
                  charged: boolean;
                  /** @enum {string} */
                  class: 'motorway' | 'first' | 'second' | 'local';
                  from: string;
                  id: string;
                  km: number;
                  minutes: number;
                  partial: boolean;
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                  road: string;
                  to: string;
                }[];
                validity: {
                  from: string;
                  to: string;
                };
                vehicle: {
                  /** @enum {string} */
                  category:
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS';
                  emissionClass: string;
                  emissionGroup: string;
                };
              };
              request: {
                emissionClassId: number;
                points: (
                  | {
                      placeId: string;
                    }
                  | {
                      lat: number;
                      lng: number;
                    }
                )[];
                /**
                 * @default fastest
                 * @enum {string}
                 */
                routeType: 'shortest' | 'fastest';
                /** Format: date-time */
                startTime?: string;
                vehicle: {
                  axles?: number;
                  bus?: boolean;
                  /** @enum {string} */
                  category?:
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS';
                  weightKg?: number;
                };
              };
              saleId: string;
              /** @enum {string} */
              status: 'NOT_STARTED' | 'ACTIVE' | 'EXPIRED';
              validity: {
                from: string;
                to: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Countries: BG, TR, RO, IR, UA, GR, RS, MK first, then by name */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string;
              countryName: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/delicts/by-document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A delict by its document number (captcha) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            documentNumber: string;
            recaptchaCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string | null;
              delicts: {
                axles: number | null;
                coordinates: {
                  x: number;
                  y: number;
                } | null;
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                /** @enum {string} */
                delictType: 'MAXIMUM_TOLL' | 'COMPENSATORY_FEE';
                delictTypeText: string;
                direction: string | null;
                district: string | null;
                documentNumber: string;
                /** @enum {string} */
                documentType: 'NOTIFICATION' | 'ELECTRONIC_FICHE' | 'VIOLATION_ACT';
                documentTypeText: string;
                entryDate: string | null;
                evidentialRecords: string[];
                ficheDate: string | null;
                kilometre: number | null;
                location: string | null;
                lpn: string;
                municipality: string | null;
                notificationDate: string | null;
                notPayableReason: {
                  code: string;
                  field?: string;
                  message: string;
                } | null;
                paidAt: string | null;
                passageDate: string;
                payable: boolean;
                paymentDeadline: string | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                processingDate: string | null;
                reasonMissingData: string | null;
                receivedDate: string;
                roadNumber: string | null;
                /** @enum {string} */
                status: 'REGISTERED' | 'FICHE_TO_BE_SERVED' | 'SERVED' | 'EXPIRED' | 'PAID';
                statusText: string;
                tollSectionId: string | null;
                tollSectionName: string | null;
                updateDate: string;
                validity: {
                  from: string;
                  to: string;
                } | null;
                /** @enum {string} */
                vehicleClass:
                  | 'UP_TO_3_5T'
                  | 'FROM_3_5_TO_12T'
                  | 'OVER_12T_2_3_AXLES'
                  | 'OVER_12T_4_PLUS_AXLES'
                  | 'BUS';
                vehicleClassText: string;
              }[];
              lpn: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/delicts/notices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail this address when a new delict of the vehicle and owner is registered */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            countryCode: string;
            email: string;
            lpn: string;
            ownerId: string;
            recaptchaCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/delicts/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A vehicle's delicts registered against the owner's EGN or EIK (captcha) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            countryCode: string;
            lpn: string;
            ownerId: string;
            recaptchaCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string | null;
              delicts: {
                axles: number | null;
                coordinates: {
                  x: number;
                  y: number;
                } | null;
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                /** @enum {string} */
                delictType: 'MAXIMUM_TOLL' | 'COMPENSATORY_FEE';
                delictTypeText: string;
                direction: string | null;
                district: string | null;
                documentNumber: string;
                /** @enum {string} */
                documentType: 'NOTIFICATION' | 'ELECTRONIC_FICHE' | 'VIOLATION_ACT';
                documentTypeText: string;
                entryDate: string | null;
                evidentialRecords: string[];
                ficheDate: string | null;
                kilometre: number | null;
                location: string | null;
                lpn: string;
                municipality: string | null;
                notificationDate: string | null;
                notPayableReason: {
                  code: string;
                  field?: string;
                  message: string;
                } | null;
                paidAt: string | null;
                passageDate: string;
                payable: boolean;
                paymentDeadline: string | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                processingDate: string | null;
                reasonMissingData: string | null;
                receivedDate: string;
                roadNumber: string | null;
                /** @enum {string} */
                status: 'REGISTERED' | 'FICHE_TO_BE_SERVED' | 'SERVED' | 'EXPIRED' | 'PAID';
                statusText: string;
                tollSectionId: string | null;
                tollSectionName: string | null;
                updateDate: string;
                validity: {
                  from: string;
                  to: string;
                } | null;
                /** @enum {string} */
                vehicleClass:
                  | 'UP_TO_3_5T'
                  | 'FROM_3_5_TO_12T'
                  | 'OVER_12T_2_3_AXLES'
                  | 'OVER_12T_4_PLUS_AXLES'
                  | 'BUS';
                vehicleClassText: string;
              }[];
              lpn: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The downloadable documents, titled in the caller language */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              description: string;
              /** @enum {string} */
              id: 'terms-and-conditions' | 'price-list' | 'obu-return-form';
              title: string;
              url: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One document as a PDF (terms, price list, OBU return form) in bg or en */
    get: {
      parameters: {
        query?: {
          lang?: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
        };
        header?: never;
        path: {
          id: 'terms-and-conditions' | 'price-list' | 'obu-return-form';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/feature-flags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The feature flags in force (spec §6), as booleans and as the stored bit string */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bits: string;
              flags: {
                BANK_GATEWAY: boolean;
                EURO_SWITCH_PERIOD: boolean;
                INVOICES: boolean;
                MSTS: boolean;
                ROUTE_PASS: boolean;
                SALES: boolean;
                SERVICE_FEES: boolean;
                TOLLING: boolean;
                VIGNETTE: boolean;
              };
              overlayEnabled: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/feature-flags/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks the password of the site's hidden feature-flag overlay */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              unlocked: true;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/file/report/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The filtered contracts as CSV (or XLSX with format=xlsx), streamed */
    get: {
      parameters: {
        query?: {
          f_accountType?: number;
          f_clientName?: string;
          f_identification?: string;
          f_number?: string;
          f_status?: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
          format?: 'csv' | 'xlsx';
          order?: 'asc' | 'desc';
          q?: string;
          sort?: 'number' | 'clientName' | 'status' | 'accountType' | 'createdAt';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/top-up/{id}/{nonce}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The page a top-up link opens: on to the card gateway */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          nonce: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/contracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The client's contracts with their balances
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404. Prepaid: main and secondary balance; postpaid: what is due; the credit limit and deposit. Amounts in minor units (cents).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                balances: {
                  creditLimitMinor: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  depositMinor: number;
                  lowBalancePercent: number | null;
                  postpaidDueMinor: number;
                  prepaidMainMinor: number;
                  prepaidSecondaryMinor: number;
                };
                id: number;
                number: string;
                status: string;
                /** @enum {string} */
                type: 'PREPAID' | 'POSTPAID';
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/contracts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One contract of the client with its balances
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              balances: {
                creditLimitMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                depositMinor: number;
                lowBalancePercent: number | null;
                postpaidDueMinor: number;
                prepaidMainMinor: number;
                prepaidSecondaryMinor: number;
              };
              id: number;
              number: string;
              status: string;
              /** @enum {string} */
              type: 'PREPAID' | 'POSTPAID';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/contracts/{id}/top-up-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A card top-up link for a prepaid contract (keys with the top-up scope)
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404. The link opens the card gateway's page for this amount; it is valid for 10 minutes. When the payment is approved the balance is topped up and `topup.booked` is sent.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amountMinor: number;
            /**
             * @default bg
             * @enum {string}
             */
            lang?: 'bg' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cardPaymentId: string;
              payment: {
                action: string;
                fields: {
                  [key: string]: string;
                };
                /** @enum {string} */
                method: 'POST';
              };
              url: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The client's invoices and credit/debit notes (newest first, at most 1,000)
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404.
     */
    get: {
      parameters: {
        query?: {
          contractId?: number;
          /** @description A calendar day (Europe/Sofia), YYYY-MM-DD */
          from?: string;
          /** @description A calendar day (Europe/Sofia), YYYY-MM-DD */
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                contractId: number;
                currency: string;
                documentType: string;
                grossMinor: number;
                id: number;
                /** @description A calendar day (Europe/Sofia), YYYY-MM-DD */
                issuedOn: string;
                netMinor: number;
                number: string;
                relatedInvoiceId: number | null;
                status: string;
                vatMinor: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An invoice or note as a PDF (in the language of Accept-Language)
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/invoices/{id}/ubl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An invoice or note as a UBL 2.1 e-invoice (EN 16931, Peppol BIS Billing 3.0; Bulgarian, or English for other languages)
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payments to the client's contracts (bank, card), newest first, at most 1,000
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404.
     */
    get: {
      parameters: {
        query?: {
          contractId?: number;
          /** @description A calendar day (Europe/Sofia), YYYY-MM-DD */
          from?: string;
          /** @description A calendar day (Europe/Sofia), YYYY-MM-DD */
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                amountMinor: number;
                contractId: number;
                currency: string;
                id: number;
                kind: string;
                number: string | null;
                /** @description A calendar day (Europe/Sofia), YYYY-MM-DD */
                paymentDate: string;
                target: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Toll transactions, newest first, paged by cursor
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404. Filters: contract, plate, segment, exit time from (inclusive) and to (exclusive). Give `nextCursor` back as `cursor` for the next page (null on the last one); pages stay consistent while new transactions arrive.
     */
    get: {
      parameters: {
        query?: {
          contractId?: number;
          cursor?: string;
          /** @description ISO 8601 time (UTC) */
          from?: string;
          limit?: number;
          plate?: string;
          segment?: string;
          /** @description ISO 8601 time (UTC) */
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                amountMinor: number;
                category: string;
                contractId: number;
                currency: string;
                deviceId: string | null;
                /** @description ISO 8601 time (UTC) */
                entryAt: string;
                /** @description ISO 8601 time (UTC) */
                exitAt: string;
                km: number;
                plate: string;
                segmentId: string;
                status: string;
                transactionId: string;
              }[];
              nextCursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/transactions/daily-summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Toll totals per day (Europe/Sofia) and contract: count, amount, km, vehicles
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404. At most 92 days at once; posted transactions only.
     */
    get: {
      parameters: {
        query: {
          contractId?: number;
          /** @description A calendar day (Europe/Sofia), YYYY-MM-DD */
          from: string;
          /** @description A calendar day (Europe/Sofia), YYYY-MM-DD */
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                amountMinor: number;
                contractId: number;
                currency: string;
                /** @description A calendar day (Europe/Sofia), YYYY-MM-DD */
                day: string;
                km: number;
                transactions: number;
                vehicles: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fleet/v1/vehicles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The client's vehicles and the devices on them
     * @description Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s data is reached: another client’s id answers 404.
     */
    get: {
      parameters: {
        query?: {
          contractId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                contractId: number;
                countryCode: string;
                devices: {
                  /** @description ISO 8601 time (UTC) */
                  attachedAt: string;
                  number: string;
                  serialNumber: string;
                  status: string;
                  type: string;
                }[];
                emissionClass: number;
                id: number;
                plate: string;
                status: string;
                totalAxles: number;
                vehicleType: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/front-end-error': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An error seen by a browser of a production build (spec §7) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text: string;
            userId?: (string | number) | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/generate-pdf-compensatory-fee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The delict document as a PDF (Bulgarian and English) with its payment state */
    get: {
      parameters: {
        query: {
          delict_document_number: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/generate-pdf-route-pass': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An issued route pass as a PDF with its route map and segments */
    get: {
      parameters: {
        query: {
          route_pass_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/generatePdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An issued e-vignette as a PDF (Bulgarian and English), file named after its id */
    get: {
      parameters: {
        query: {
          vignette_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/history/{entity}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who changed a record, when, and which fields (partner, user, pos, account, account-unit), newest first; the record’s own capability is required */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          entity: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                action: string;
                actor: {
                  id: number;
                  name: string | null;
                  username: string;
                } | null;
                at: string;
                changes: {
                  after: unknown;
                  before: unknown;
                  field: string;
                }[];
                id: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices and credit/debit notes, paged (q: number, contract or recipient) */
    get: {
      parameters: {
        query?: {
          f_accountId?: number;
          f_documentType?: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE';
          f_from?: string;
          f_status?: 'ISSUED' | 'PAID' | 'CANCELLED';
          f_to?: string;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'issuedOn' | 'number' | 'grossMinor' | 'accountNumber';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountId: number;
                accountNumber: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                /** @enum {string} */
                documentType: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE';
                grossMinor: number;
                id: number;
                issuedOn: string;
                netMinor: number;
                number: string;
                recipientName: string;
                relatedInvoiceId: number | null;
                relatedInvoiceNumber: string | null;
                /** @enum {string} */
                status: 'ISSUED' | 'PAID' | 'CANCELLED';
                vatMinor: number;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A document with its lines, parties and related notes */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              accountNumber: string;
              cancelledAt: string | null;
              cancelReason: string | null;
              creditableMinor: number;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              /** @enum {string} */
              documentType: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE';
              grossMinor: number;
              id: number;
              issuedOn: string;
              issuer: {
                bg: {
                  address: string;
                  eik: string | null;
                  name: string;
                  responsible?: string | null;
                  vatNumber: string | null;
                };
                en: {
                  address: string;
                  eik: string | null;
                  name: string;
                  responsible?: string | null;
                  vatNumber: string | null;
                };
              };
              lines: {
                descriptionBg: string;
                descriptionEn: string;
                grossMinor: number;
                lineNo: number;
                netMinor: number;
                quantity: number;
                unitPriceMinor: number;
                vatMinor: number;
                vatPercent: number;
              }[];
              netMinor: number;
              number: string;
              paidAt: string | null;
              paymentNumber: string | null;
              paymentType: ('VPOS' | 'BANK' | 'SYSTEM') | null;
              reason: string | null;
              recipient: {
                address: string;
                eik: string | null;
                name: string;
                responsible?: string | null;
                vatNumber: string | null;
              };
              recipientName: string;
              related: {
                accountId: number;
                accountNumber: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                /** @enum {string} */
                documentType: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE';
                grossMinor: number;
                id: number;
                issuedOn: string;
                netMinor: number;
                number: string;
                recipientName: string;
                relatedInvoiceId: number | null;
                relatedInvoiceNumber: string | null;
                /** @enum {string} */
                status: 'ISSUED' | 'PAID' | 'CANCELLED';
                vatMinor: number;
              }[];
              relatedInvoiceId: number | null;
              relatedInvoiceNumber: string | null;
              /** @enum {string} */
              status: 'ISSUED' | 'PAID' | 'CANCELLED';
              vatMinor: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/bank-payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bank payments that could pay the document: undistributed money in its currency, those naming it first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountMinor: number;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              matches: boolean;
              number: string;
              payer: string | null;
              paymentId: number;
              remittance: string;
              undistributedMinor: number;
              valueDate: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel an issued, unpaid document (confirmed, with a reason); its booking is reversed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/credit-note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Correct an issued invoice by a credit note (with a reason) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lines: {
              descriptionBg: string;
              descriptionEn: string;
              quantity: number;
              unitPriceMinor: number;
              /** @default 20 */
              vatPercent?: number;
            }[];
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              number: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/debit-note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Correct an issued invoice by a debit note (with a reason) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lines: {
              descriptionBg: string;
              descriptionEn: string;
              quantity: number;
              unitPriceMinor: number;
              /** @default 20 */
              vatPercent?: number;
            }[];
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              number: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a document paid from the prepaid balance (SYSTEM) or by a named bank payment (BANK) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paymentId?: number;
            /** @enum {string} */
            paymentType: 'SYSTEM' | 'BANK';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The document as a PDF (the customer's language unless lang is given) */
    get: {
      parameters: {
        query?: {
          lang?: 'bg' | 'en';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail the document's PDF to the contract's notification address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              to: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invoices/{id}/ubl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The document as a UBL 2.1 e-invoice (EN 16931, Peppol BIS Billing 3.0; the customer's language unless lang is given) */
    get: {
      parameters: {
        query?: {
          lang?: 'bg' | 'en';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ledger/accounts/{id}/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A ledger account's entries, newest first, paged (drill-down from the trial balance) */
    get: {
      parameters: {
        query?: {
          from?: string;
          page?: number;
          pageSize?: number;
          to?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                balanceMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                floorMinor: number | null;
                id: number;
                /** @enum {string} */
                kind:
                  | 'PREPAID_MAIN'
                  | 'PREPAID_SECONDARY'
                  | 'POSTPAID_RECEIVABLE'
                  | 'DEPOSIT'
                  | 'UNPAID_DEPOSIT'
                  | 'PARTNER_OBLIGATION'
                  | 'REVENUE_VIGNETTE'
                  | 'REVENUE_ROUTE_PASS'
                  | 'REVENUE_DELICT'
                  | 'REVENUE_TOLL'
                  | 'REVENUE_SERVICE_FEE'
                  | 'REVENUE_DEVICE_DEPOSIT'
                  | 'REVENUE_OTHER'
                  | 'COMMISSION_EXPENSE'
                  | 'CARD_GATEWAY_CLEARING'
                  | 'CARD_FEE_EXPENSE'
                  | 'BANK'
                  | 'POS_CASH'
                  | 'SUSPENSE'
                  | 'VAT_PAYABLE';
                ownerId: number | null;
              };
              items: {
                amountMinor: number;
                businessKey: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                description: string | null;
                id: number;
                occurredAt: string;
                reversesTransactionId: number | null;
                transactionId: number;
                /** @enum {string} */
                type:
                  | 'TOLL'
                  | 'TOP_UP'
                  | 'INITIAL_PAYMENT'
                  | 'ROUTE_PASS'
                  | 'SERVICE_FEE'
                  | 'DEPOSIT'
                  | 'DEPOSIT_RELEASE'
                  | 'E_VIGNETTE'
                  | 'COMPENSATORY_FEE'
                  | 'MAXIMUM_TOLL'
                  | 'NOT_TOLL'
                  | 'NOT_VIGNETTE'
                  | 'TOLL_ADJUSTMENT_DEBIT'
                  | 'TOLL_ADJUSTMENT_CREDIT'
                  | 'SERVICE_FEE_ADJUSTMENT_DEBIT'
                  | 'SERVICE_FEE_ADJUSTMENT_CREDIT'
                  | 'DEPOSIT_ADJUSTMENT_DEBIT'
                  | 'DEPOSIT_ADJUSTMENT_CREDIT'
                  | 'BALANCE_ADJUSTMENT_DEBIT'
                  | 'BALANCE_ADJUSTMENT_CREDIT'
                  | 'BANK_RECEIPT'
                  | 'SUSPENSE_DISTRIBUTION'
                  | 'CARD_SETTLEMENT'
                  | 'PARTNER_COMMISSION'
                  | 'PARTNER_SETTLEMENT'
                  | 'INTERNAL_TRANSFER'
                  | 'INVOICE'
                  | 'CREDIT_NOTE'
                  | 'DEBIT_NOTE'
                  | 'REVERSAL';
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ledger/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ledger auditor's last run: each check's findings, the aged clearing and suspense money */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              aged: {
                agedMinor: number;
                balanceMinor: number;
                currency: string;
                /** @enum {string} */
                kind: 'CARD_GATEWAY_CLEARING' | 'SUSPENSE';
              }[];
              durationMs: number | null;
              findings: {
                /** @enum {string} */
                check:
                  | 'unbalancedJournals'
                  | 'balanceMismatches'
                  | 'saleItemsWithoutJournal'
                  | 'bankLinesWithoutJournal'
                  | 'journalsWithoutSource'
                  | 'invoiceNumberGaps'
                  | 'sealMismatches';
                count: number;
                sample: string[];
              }[];
              ok: boolean | null;
              ranAt: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ledger/journal/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The period's journal for an accounting package: every entry with its date, journal, type, document, account code, counterparty, debit or credit and currency (CSV or XLSX, streamed) */
    get: {
      parameters: {
        query: {
          currency?: 'BGN' | 'EUR';
          format?: 'csv' | 'xlsx';
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ledger/trial-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trial balance for Sofia days from…to: per account opening, debits, credits, closing; totals per currency (sum to zero) */
    get: {
      parameters: {
        query: {
          currency?: 'BGN' | 'EUR';
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              rows: {
                accountCode: string;
                accountId: number;
                closingMinor: number;
                creditsMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                debitsMinor: number;
                /** @enum {string} */
                kind:
                  | 'PREPAID_MAIN'
                  | 'PREPAID_SECONDARY'
                  | 'POSTPAID_RECEIVABLE'
                  | 'DEPOSIT'
                  | 'UNPAID_DEPOSIT'
                  | 'PARTNER_OBLIGATION'
                  | 'REVENUE_VIGNETTE'
                  | 'REVENUE_ROUTE_PASS'
                  | 'REVENUE_DELICT'
                  | 'REVENUE_TOLL'
                  | 'REVENUE_SERVICE_FEE'
                  | 'REVENUE_DEVICE_DEPOSIT'
                  | 'REVENUE_OTHER'
                  | 'COMMISSION_EXPENSE'
                  | 'CARD_GATEWAY_CLEARING'
                  | 'CARD_FEE_EXPENSE'
                  | 'BANK'
                  | 'POS_CASH'
                  | 'SUSPENSE'
                  | 'VAT_PAYABLE';
                openingMinor: number;
                ownerId: number | null;
                ownerName: string | null;
                ownerNumber: string | null;
              }[];
              to: string;
              totals: {
                closingMinor: number;
                creditsMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                debitsMinor: number;
                openingMinor: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ledger/trial-balance/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trial balance as CSV or XLSX, streamed */
    get: {
      parameters: {
        query: {
          currency?: 'BGN' | 'EUR';
          format?: 'csv' | 'xlsx';
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mass-mails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mass mail campaigns, newest first, with their counts */
    get: {
      parameters: {
        query?: {
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'createdAt' | 'id';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                createdAt: string;
                failedCount: number;
                finishedAt: string | null;
                id: number;
                messageBg: string;
                messageEn: string;
                queuedAt: string | null;
                queuedCount: number;
                recipientCount: number;
                /** @enum {string} */
                recipients: 'clients' | 'partners' | 'emails';
                sentCount: number;
                skippedCount: number;
                /** @enum {string} */
                status: 'DRAFT' | 'SENDING' | 'SENT';
                subjectBg: string;
                subjectEn: string;
                testSentAt: string | null;
                testSentTo: string | null;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    /** Compose a campaign (DRAFT): subject and message in bg and en, recipients clients, partners or listed e-mails (§5) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            all?: boolean;
            emails?: string;
            messageBg: string;
            messageEn: string;
            /** @enum {string} */
            recipients: 'clients' | 'partners' | 'emails';
            selectedIds?: number[];
            subjectBg: string;
            subjectEn: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              failedCount: number;
              finishedAt: string | null;
              id: number;
              messageBg: string;
              messageEn: string;
              queuedAt: string | null;
              queuedCount: number;
              recipientCount: number;
              /** @enum {string} */
              recipients: 'clients' | 'partners' | 'emails';
              sentCount: number;
              skippedCount: number;
              /** @enum {string} */
              status: 'DRAFT' | 'SENDING' | 'SENT';
              subjectBg: string;
              subjectEn: string;
              testSentAt: string | null;
              testSentTo: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mass-mails/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One campaign with its counts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              failedCount: number;
              finishedAt: string | null;
              id: number;
              messageBg: string;
              messageEn: string;
              queuedAt: string | null;
              queuedCount: number;
              recipientCount: number;
              /** @enum {string} */
              recipients: 'clients' | 'partners' | 'emails';
              sentCount: number;
              skippedCount: number;
              /** @enum {string} */
              status: 'DRAFT' | 'SENDING' | 'SENT';
              subjectBg: string;
              subjectEn: string;
              testSentAt: string | null;
              testSentTo: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mass-mails/{id}/not-sent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The "not sent to" list (failed or unsubscribed) and the §8 message naming them */
    get: {
      parameters: {
        query?: {
          f_status?: 'QUEUED' | 'SENT' | 'FAILED' | 'SKIPPED_UNSUBSCRIBED';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'id' | 'email' | 'status';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                email: string;
                error: string | null;
                id: number;
                lang: string;
                sentAt: string | null;
                /** @enum {string} */
                status: 'QUEUED' | 'SENT' | 'FAILED' | 'SKIPPED_UNSUBSCRIBED';
              }[];
              message: string | null;
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mass-mails/{id}/recipients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The per-recipient log, paged (f_status, q over the e-mail) */
    get: {
      parameters: {
        query?: {
          f_status?: 'QUEUED' | 'SENT' | 'FAILED' | 'SKIPPED_UNSUBSCRIBED';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'id' | 'email' | 'status';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                email: string;
                error: string | null;
                id: number;
                lang: string;
                sentAt: string | null;
                /** @enum {string} */
                status: 'QUEUED' | 'SENT' | 'FAILED' | 'SKIPPED_UNSUBSCRIBED';
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mass-mails/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue every recipient and send through the job queue (202); a second press answers the same campaign and queues nothing */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              failedCount: number;
              finishedAt: string | null;
              id: number;
              messageBg: string;
              messageEn: string;
              queuedAt: string | null;
              queuedCount: number;
              recipientCount: number;
              /** @enum {string} */
              recipients: 'clients' | 'partners' | 'emails';
              sentCount: number;
              skippedCount: number;
              /** @enum {string} */
              status: 'DRAFT' | 'SENDING' | 'SENT';
              subjectBg: string;
              subjectEn: string;
              testSentAt: string | null;
              testSentTo: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mass-mails/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue the test e-mail (bg and en) to the given address or the caller's own (202) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              sentTo: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mass-mails/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clients or partners to choose as recipients, by name (at most 50) */
    get: {
      parameters: {
        query: {
          kind: 'clients' | 'partners';
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/msts/batches/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An imported MSTS file as it was received */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/msts/contracts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contract's MSTS totals (billed and unbilled), Euro-toll limits and batches */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              batches: {
                fileName: string | null;
                hasFile: boolean;
                id: number;
                receivedAt: string;
                /** @enum {string} */
                source: 'API' | 'FILE';
                transactions: number;
              }[];
              creditLimitEuTollBgnMinor: number;
              creditLimitEuTollEurMinor: number;
              hasMstsToll: boolean;
              totals: {
                billedMinor: number;
                currency: string;
                transactions: number;
                unbilledMinor: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/msts/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Imports a CSV file of MSTS transactions: all or nothing, errors by line */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            content: string;
            /** @default msts.csv */
            fileName?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              batchId: number | null;
              billedNow: number;
              booked: number;
              duplicates: number;
              received: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/msts/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The outside toll service's API keys: prefix, last use, revocation (never the key) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                name: string;
                revokedAt: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    /** Issues an API key for the outside toll service (shown once; audited) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              key: string;
              name: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/msts/keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revokes a key of the outside toll service: refused from the next call on (audited) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              key: {
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                name: string;
                revokedAt: string | null;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/msts/overcharges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform's overcharge per toll domain in force on a day (default today) */
    get: {
      parameters: {
        query?: {
          at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              at: string;
              items: {
                country: string;
                name: string;
                overchargeBp: number;
                tollDomain: string;
                validFrom: string;
                validTo: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/msts/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** MSTS transactions, paged (f_accountId, f_plate, f_tollDomain, f_haulierId, f_billed, f_from, f_to; q) */
    get: {
      parameters: {
        query?: {
          f_accountId?: number;
          f_billed?: 'true' | 'false';
          f_from?: string;
          f_haulierId?: string;
          f_plate?: string;
          f_to?: string;
          f_tollDomain?: string;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'exitAt' | 'id' | 'plate' | 'tollDomain' | 'totalMinor';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountId: number;
                accountNumber: string;
                batchId: number;
                billed: boolean;
                billedAt: string | null;
                currency: string;
                entryAt: string;
                entryPoint: string;
                exitAt: string;
                exitPoint: string;
                haulierId: string;
                id: number;
                ledgerTransactionId: number | null;
                netMinor: number;
                overchargeBp: number;
                overchargeMinor: number;
                plate: string;
                tollDomain: string;
                totalMinor: number;
                transactionId: string;
                vatMinor: number;
                vehicleCountry: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    /** The outside toll service's MSTS transactions, up to 10,000 a batch: all or nothing, idempotent by transactionId (API key) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            transactions: {
              /** @default false */
              billed?: boolean;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              /** Format: date-time */
              entryAt: string;
              entryPoint: string;
              /** Format: date-time */
              exitAt: string;
              exitPoint: string;
              haulierId: string;
              netMinor: number;
              plate: string;
              tollDomain: string;
              transactionId: string;
              vatMinor: number;
              vehicleCountry: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              batchId: number | null;
              billedNow: number;
              booked: number;
              duplicates: number;
              received: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/msts/transactions/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current filter of the MSTS transactions as CSV or XLSX, streamed */
    get: {
      parameters: {
        query?: {
          f_accountId?: number;
          f_billed?: 'true' | 'false';
          f_from?: string;
          f_haulierId?: string;
          f_plate?: string;
          f_to?: string;
          f_tollDomain?: string;
          format?: 'csv' | 'xlsx';
          order?: 'asc' | 'desc';
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published news, newest first, one page at a time */
    get: {
      parameters: {
        query?: {
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                publishedAt: string;
                slug: string;
                summary: string;
                title: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/news/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One published news article */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              body: string;
              publishedAt: string;
              slug: string;
              summary: string;
              title: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notificationReport/notifications/contractId/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contract's notices, newest first (the list's paging and filters apply) */
    get: {
      parameters: {
        query?: {
          f_barcode?: string;
          f_channel?: 'EMAIL' | 'SMS';
          f_delictDocumentNumber?: string;
          f_from?: string;
          f_kind?: string;
          f_messageType?: 'C5B_NOTIFICATION' | 'C10A_NOTIFICATION';
          f_receiver?: string;
          f_status?: 'QUEUED' | 'SUBMITTING' | 'SENT' | 'FAILED' | 'DELIVERED' | 'UNDELIVERED';
          f_to?: string;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'createdAt' | 'id' | 'status' | 'receiver' | 'messageType' | 'channel' | 'kind';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                attempts: number;
                barcode: string | null;
                /** @enum {string} */
                channel: 'EMAIL' | 'SMS';
                contractId: number | null;
                createdAt: string;
                delictDocumentNumber: string | null;
                deliveredAt: string | null;
                errorText: string | null;
                id: number;
                interfaceType: string;
                kind: string;
                /** @enum {string} */
                messageType: 'C5B_NOTIFICATION' | 'C10A_NOTIFICATION';
                receiver: string;
                resendable: boolean;
                sentAt: string | null;
                /** @enum {string} */
                status: 'QUEUED' | 'SUBMITTING' | 'SENT' | 'FAILED' | 'DELIVERED' | 'UNDELIVERED';
                subject: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notificationReport/notifications/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current filter of the notification log as CSV or XLSX, streamed */
    get: {
      parameters: {
        query?: {
          f_barcode?: string;
          f_channel?: 'EMAIL' | 'SMS';
          f_contractId?: number;
          f_delictDocumentNumber?: string;
          f_from?: string;
          f_kind?: string;
          f_messageType?: 'C5B_NOTIFICATION' | 'C10A_NOTIFICATION';
          f_receiver?: string;
          f_status?: 'QUEUED' | 'SUBMITTING' | 'SENT' | 'FAILED' | 'DELIVERED' | 'UNDELIVERED';
          f_to?: string;
          format?: 'csv' | 'xlsx';
          order?: 'asc' | 'desc';
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notificationReport/notifications/filtered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The notification log, paged, sorted and filtered (f_status, f_channel, f_messageType, f_kind, f_receiver, f_delictDocumentNumber, f_barcode, f_contractId, f_from, f_to; q) */
    get: {
      parameters: {
        query?: {
          f_barcode?: string;
          f_channel?: 'EMAIL' | 'SMS';
          f_contractId?: number;
          f_delictDocumentNumber?: string;
          f_from?: string;
          f_kind?: string;
          f_messageType?: 'C5B_NOTIFICATION' | 'C10A_NOTIFICATION';
          f_receiver?: string;
          f_status?: 'QUEUED' | 'SUBMITTING' | 'SENT' | 'FAILED' | 'DELIVERED' | 'UNDELIVERED';
          f_to?: string;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'createdAt' | 'id' | 'status' | 'receiver' | 'messageType' | 'channel' | 'kind';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                attempts: number;
                barcode: string | null;
                /** @enum {string} */
                channel: 'EMAIL' | 'SMS';
                contractId: number | null;
                createdAt: string;
                delictDocumentNumber: string | null;
                deliveredAt: string | null;
                errorText: string | null;
                id: number;
                interfaceType: string;
                kind: string;
                /** @enum {string} */
                messageType: 'C5B_NOTIFICATION' | 'C10A_NOTIFICATION';
                receiver: string;
                resendable: boolean;
                sentAt: string | null;
                /** @enum {string} */
                status: 'QUEUED' | 'SUBMITTING' | 'SENT' | 'FAILED' | 'DELIVERED' | 'UNDELIVERED';
                subject: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notificationReport/notifications/id/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One notice with the text that went out */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attempts: number;
              barcode: string | null;
              body: string | null;
              /** @enum {string} */
              channel: 'EMAIL' | 'SMS';
              contractId: number | null;
              createdAt: string;
              delictDocumentNumber: string | null;
              deliveredAt: string | null;
              errorText: string | null;
              id: number;
              interfaceType: string;
              kind: string;
              lang: string;
              /** @enum {string} */
              messageType: 'C5B_NOTIFICATION' | 'C10A_NOTIFICATION';
              receiver: string;
              resendable: boolean;
              sentAt: string | null;
              /** @enum {string} */
              status: 'QUEUED' | 'SUBMITTING' | 'SENT' | 'FAILED' | 'DELIVERED' | 'UNDELIVERED';
              subject: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notificationReport/notifications/id/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a FAILED or UNDELIVERED notice again (202; 409 notification.notResendable otherwise) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attempts: number;
              barcode: string | null;
              /** @enum {string} */
              channel: 'EMAIL' | 'SMS';
              contractId: number | null;
              createdAt: string;
              delictDocumentNumber: string | null;
              deliveredAt: string | null;
              errorText: string | null;
              id: number;
              interfaceType: string;
              kind: string;
              /** @enum {string} */
              messageType: 'C5B_NOTIFICATION' | 'C10A_NOTIFICATION';
              receiver: string;
              resendable: boolean;
              sentAt: string | null;
              /** @enum {string} */
              status: 'QUEUED' | 'SUBMITTING' | 'SENT' | 'FAILED' | 'DELIVERED' | 'UNDELIVERED';
              subject: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Devices, paged; q searches serial or number by prefix; f_status, f_inventoryType, f_condition, f_warehouseId */
    get: {
      parameters: {
        query?: {
          f_condition?:
            'OK' | 'SCRAP' | 'DAMAGED' | 'DEFECTIVE' | 'NOT_CHECKED' | 'DEFECTIVE_REPLACED';
          f_inventoryType?:
            'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
          f_status?:
            'AVAILABLE' | 'ATTACHED' | 'DETACHED' | 'IN_TRANSIT' | 'FOR_RECYCLING' | 'DISCARDED';
          f_warehouseId?: number;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'number' | 'serialNumber' | 'status' | 'inventoryType' | 'id';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** @enum {string} */
                condition:
                  'OK' | 'SCRAP' | 'DAMAGED' | 'DEFECTIVE' | 'NOT_CHECKED' | 'DEFECTIVE_REPLACED';
                destinationType: string | null;
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                /** @enum {string} */
                label: 'NEW' | 'REFURBISHED' | 'REPLACED' | 'RECYCLED';
                number: string;
                serialNumber: string;
                sim: string | null;
                /** @enum {string} */
                status:
                  | 'AVAILABLE'
                  | 'ATTACHED'
                  | 'DETACHED'
                  | 'IN_TRANSIT'
                  | 'FOR_RECYCLING'
                  | 'DISCARDED';
                vendor: string | null;
                version: number;
                warehouseId: number | null;
                warehouseName: string | null;
                warrantyEnd: string | null;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One device with its history and attachments */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attachments: {
                accountId: number;
                attachedAt: string;
                currency: string;
                depositMinor: number;
                detachedAt: string | null;
                deviceId: number;
                deviceNumber: string;
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                plate: string;
                serialNumber: string;
                unitId: number;
              }[];
              device: {
                /** @enum {string} */
                condition:
                  'OK' | 'SCRAP' | 'DAMAGED' | 'DEFECTIVE' | 'NOT_CHECKED' | 'DEFECTIVE_REPLACED';
                destinationType: string | null;
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                /** @enum {string} */
                label: 'NEW' | 'REFURBISHED' | 'REPLACED' | 'RECYCLED';
                number: string;
                serialNumber: string;
                sim: string | null;
                /** @enum {string} */
                status:
                  | 'AVAILABLE'
                  | 'ATTACHED'
                  | 'DETACHED'
                  | 'IN_TRANSIT'
                  | 'FOR_RECYCLING'
                  | 'DISCARDED';
                vendor: string | null;
                version: number;
                warehouseId: number | null;
                warehouseName: string | null;
                warrantyEnd: string | null;
              };
              history: {
                accountId: number | null;
                action: string;
                at: string;
                condition: string;
                deliveryId: number | null;
                fromStatus: string | null;
                id: number;
                movementId: number | null;
                note: string | null;
                toStatus: string;
                unitId: number | null;
                userName: string | null;
                warehouseId: number | null;
              }[];
            };
          };
        };
      };
    };
    /** Change a device's condition, SIM, warranty end or destination (at the version read) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            condition:
              'OK' | 'SCRAP' | 'DAMAGED' | 'DEFECTIVE' | 'NOT_CHECKED' | 'DEFECTIVE_REPLACED';
            destinationType: ('CUSTOMER' | 'POS' | 'SERVICE' | 'WAREHOUSE') | null;
            sim: string | null;
            version: number;
            warrantyEnd: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attachments: {
                accountId: number;
                attachedAt: string;
                currency: string;
                depositMinor: number;
                detachedAt: string | null;
                deviceId: number;
                deviceNumber: string;
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                plate: string;
                serialNumber: string;
                unitId: number;
              }[];
              device: {
                /** @enum {string} */
                condition:
                  'OK' | 'SCRAP' | 'DAMAGED' | 'DEFECTIVE' | 'NOT_CHECKED' | 'DEFECTIVE_REPLACED';
                destinationType: string | null;
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                /** @enum {string} */
                label: 'NEW' | 'REFURBISHED' | 'REPLACED' | 'RECYCLED';
                number: string;
                serialNumber: string;
                sim: string | null;
                /** @enum {string} */
                status:
                  | 'AVAILABLE'
                  | 'ATTACHED'
                  | 'DETACHED'
                  | 'IN_TRANSIT'
                  | 'FOR_RECYCLING'
                  | 'DISCARDED';
                vendor: string | null;
                version: number;
                warehouseId: number | null;
                warehouseName: string | null;
                warrantyEnd: string | null;
              };
              history: {
                accountId: number | null;
                action: string;
                at: string;
                condition: string;
                deliveryId: number | null;
                fromStatus: string | null;
                id: number;
                movementId: number | null;
                note: string | null;
                toStatus: string;
                unitId: number | null;
                userName: string | null;
                warehouseId: number | null;
              }[];
              message: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/attach': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach a device (by number or serial) to a vehicle; the deposit is charged */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountUnitId: number;
            deviceNumber: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attachment: {
                accountId: number;
                attachedAt: string;
                currency: string;
                depositMinor: number;
                detachedAt: string | null;
                deviceId: number;
                deviceNumber: string;
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                plate: string;
                serialNumber: string;
                unitId: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/attachments/account/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contract's device attachments (active and returned) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              attachedAt: string;
              currency: string;
              depositMinor: number;
              detachedAt: string | null;
              deviceId: number;
              deviceNumber: string;
              id: number;
              /** @enum {string} */
              inventoryType:
                'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
              plate: string;
              serialNumber: string;
              unitId: number;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Devices that can be attached or shipped (in stock or delivered), by type and prefix */
    get: {
      parameters: {
        query?: {
          accountId?: number;
          inventoryType?:
            'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              condition:
                'OK' | 'SCRAP' | 'DAMAGED' | 'DEFECTIVE' | 'NOT_CHECKED' | 'DEFECTIVE_REPLACED';
              destinationType: string | null;
              id: number;
              /** @enum {string} */
              inventoryType:
                'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
              /** @enum {string} */
              label: 'NEW' | 'REFURBISHED' | 'REPLACED' | 'RECYCLED';
              number: string;
              serialNumber: string;
              sim: string | null;
              /** @enum {string} */
              status:
                | 'AVAILABLE'
                | 'ATTACHED'
                | 'DETACHED'
                | 'IN_TRANSIT'
                | 'FOR_RECYCLING'
                | 'DISCARDED';
              vendor: string | null;
              version: number;
              warehouseId: number | null;
              warehouseName: string | null;
              warrantyEnd: string | null;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Deliveries, paged; f_open=true lists REQUESTED and SHIPPED; f_status, f_accountId */
    get: {
      parameters: {
        query?: {
          f_accountId?: number;
          f_open?: 'true' | 'false';
          f_status?:
            'REQUESTED' | 'SHIPPED' | 'DELIVERED' | 'CREATED' | 'LOST' | 'STOLEN' | 'CANCELLED';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'id' | 'requestedAt' | 'status';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountId: number;
                accountNumber: string;
                city: string | null;
                clientName: string | null;
                closedAt: string | null;
                countryCode: string;
                deliveryMethod: number;
                deviceNumbers: string[];
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                movementId: number | null;
                phone: string | null;
                postalCode: string | null;
                quantity: number;
                recipient: string;
                requestedAt: string;
                shippedAt: string | null;
                /** @enum {string} */
                status:
                  | 'REQUESTED'
                  | 'SHIPPED'
                  | 'DELIVERED'
                  | 'CREATED'
                  | 'LOST'
                  | 'STOLEN'
                  | 'CANCELLED';
                street: string | null;
                trackingNumber: string | null;
                version: number;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    /** Request devices for a contract's vehicles (no more than its vehicles taking one) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountId?: number;
            accountNumber?: string;
            city: string;
            /** @default BG */
            countryCode?: string;
            /** @default 2 */
            deliveryMethod?: 1 | 2;
            /** @enum {string} */
            inventoryType:
              'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
            /** @default null */
            phone?: string | null;
            postalCode: string;
            quantity: number;
            recipient: string;
            street: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              accountNumber: string;
              city: string | null;
              clientName: string | null;
              closedAt: string | null;
              countryCode: string;
              deliveryMethod: number;
              deviceNumbers: string[];
              id: number;
              /** @enum {string} */
              inventoryType:
                'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
              movementId: number | null;
              phone: string | null;
              postalCode: string | null;
              quantity: number;
              recipient: string;
              requestedAt: string;
              shippedAt: string | null;
              /** @enum {string} */
              status:
                'REQUESTED' | 'SHIPPED' | 'DELIVERED' | 'CREATED' | 'LOST' | 'STOLEN' | 'CANCELLED';
              street: string | null;
              trackingNumber: string | null;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/deliveries/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a request not yet shipped */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              accountNumber: string;
              city: string | null;
              clientName: string | null;
              closedAt: string | null;
              countryCode: string;
              deliveryMethod: number;
              deviceNumbers: string[];
              id: number;
              /** @enum {string} */
              inventoryType:
                'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
              movementId: number | null;
              phone: string | null;
              postalCode: string | null;
              quantity: number;
              recipient: string;
              requestedAt: string;
              shippedAt: string | null;
              /** @enum {string} */
              status:
                'REQUESTED' | 'SHIPPED' | 'DELIVERED' | 'CREATED' | 'LOST' | 'STOLEN' | 'CANCELLED';
              street: string | null;
              trackingNumber: string | null;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/deliveries/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close a shipment: DELIVERED (confirmed), LOST or STOLEN */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default DELIVERED
             * @enum {string}
             */
            outcome?: 'DELIVERED' | 'LOST' | 'STOLEN';
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              accountNumber: string;
              city: string | null;
              clientName: string | null;
              closedAt: string | null;
              countryCode: string;
              deliveryMethod: number;
              deviceNumbers: string[];
              id: number;
              /** @enum {string} */
              inventoryType:
                'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
              movementId: number | null;
              phone: string | null;
              postalCode: string | null;
              quantity: number;
              recipient: string;
              requestedAt: string;
              shippedAt: string | null;
              /** @enum {string} */
              status:
                'REQUESTED' | 'SHIPPED' | 'DELIVERED' | 'CREATED' | 'LOST' | 'STOLEN' | 'CANCELLED';
              street: string | null;
              trackingNumber: string | null;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/deliveries/{id}/ship': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The vendor ships a request with the devices' numbers */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            deviceNumbers: string[];
            /** @default null */
            trackingNumber?: string | null;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery: {
                accountId: number;
                accountNumber: string;
                city: string | null;
                clientName: string | null;
                closedAt: string | null;
                countryCode: string;
                deliveryMethod: number;
                deviceNumbers: string[];
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                movementId: number | null;
                phone: string | null;
                postalCode: string | null;
                quantity: number;
                recipient: string;
                requestedAt: string;
                shippedAt: string | null;
                /** @enum {string} */
                status:
                  | 'REQUESTED'
                  | 'SHIPPED'
                  | 'DELIVERED'
                  | 'CREATED'
                  | 'LOST'
                  | 'STOLEN'
                  | 'CANCELLED';
                street: string | null;
                trackingNumber: string | null;
                version: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The device register as filtered (q, f_*), as CSV or XLSX, streamed */
    get: {
      parameters: {
        query?: {
          f_condition?:
            'OK' | 'SCRAP' | 'DAMAGED' | 'DEFECTIVE' | 'NOT_CHECKED' | 'DEFECTIVE_REPLACED';
          f_inventoryType?:
            'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
          f_status?:
            'AVAILABLE' | 'ATTACHED' | 'DETACHED' | 'IN_TRANSIT' | 'FOR_RECYCLING' | 'DISCARDED';
          f_warehouseId?: number;
          format?: 'csv' | 'xlsx';
          order?: 'asc' | 'desc';
          q?: string;
          sort?: 'number' | 'serialNumber' | 'status' | 'inventoryType' | 'id';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/obu/return/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Return (detach) the device of an attachment: irreversible; the deposit is released */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attachment: {
                accountId: number;
                attachedAt: string;
                currency: string;
                depositMinor: number;
                detachedAt: string | null;
                deviceId: number;
                deviceNumber: string;
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                plate: string;
                serialNumber: string;
                unitId: number;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/office/delict-payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paid delicts with the sale that paid them (channel, POS, method, amount) */
    get: {
      parameters: {
        query?: {
          f_documentNumber?: string;
          f_from?: string;
          f_plate?: string;
          f_posId?: number;
          f_saleNumber?: number;
          f_to?: string;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'paidAt' | 'documentNumber' | 'plate' | 'amount';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                amountBgn: number;
                amountEur: number;
                channel: string;
                countryCode: string;
                delictType: string;
                documentNumber: string;
                paidAt: string;
                paymentMethod: string;
                plate: string;
                posCode: string | null;
                saleNumber: number;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/office/delicts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Delicts by plate, document, status, type, road, section, OBU data or period */
    get: {
      parameters: {
        query?: {
          f_countryCode?: string;
          f_delictType?: 'MAXIMUM_TOLL' | 'COMPENSATORY_FEE';
          f_documentNumber?: string;
          f_documentType?: 'NOTIFICATION' | 'ELECTRONIC_FICHE' | 'VIOLATION_ACT';
          f_from?: string;
          f_obuDataMissing?: 'true' | 'false';
          f_plate?: string;
          f_roadNumber?: string;
          f_status?: 'REGISTERED' | 'FICHE_TO_BE_SERVED' | 'SERVED' | 'EXPIRED' | 'PAID';
          f_to?: string;
          f_tollSection?: string;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'passageAt' | 'documentNumber' | 'status' | 'plate' | 'amount';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                amountBgn: number;
                amountEur: number;
                countryCode: string;
                currency: string;
                delictType: string;
                documentNumber: string;
                documentType: string;
                id: string;
                missingDataReason: string | null;
                obuDataMissing: boolean;
                paidAt: string | null;
                passageAt: string;
                plate: string;
                roadNumber: string | null;
                status: string;
                tollSectionName: string | null;
                vehicleClass: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/office/delicts/{documentNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One delict with its documents, evidential records and notices */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          documentNumber: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: string | null;
              accountStatus: string | null;
              amountBgn: number;
              amountEur: number;
              axles: number | null;
              coordinateX: number | null;
              coordinateY: number | null;
              countryCode: string;
              currency: string;
              customerId: string | null;
              delictType: string;
              direction: string | null;
              district: string | null;
              documentNumber: string;
              documents: {
                /** @enum {string} */
                kind: 'DELICT_PDF' | 'PAYMENT';
                reference: string;
                url: string | null;
              }[];
              documentType: string;
              entryAt: string | null;
              evidentialRecords: string[];
              ficheServedAt: string | null;
              id: string;
              kilometre: number | null;
              location: string | null;
              missingDataReason: string | null;
              municipality: string | null;
              notices: {
                email: string;
                sentAt: string;
              }[];
              notifiedAt: string | null;
              obuDataMissing: boolean;
              paidAt: string | null;
              passageAt: string;
              plate: string;
              processedAt: string | null;
              receivedAt: string;
              roadNumber: string | null;
              status: string;
              tollSectionId: string | null;
              tollSectionName: string | null;
              updatedAt: string;
              validFrom: string | null;
              validUntil: string | null;
              vehicleClass: string;
              vehicleUnitStatus: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ongoing-payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payments received in a period (bank, card, system, internal) with their distributed and undistributed amounts */
    get: {
      parameters: {
        query: {
          f_kind?: 'BANK' | 'VPOS' | 'SYSTEM' | 'INTERNAL';
          f_state?: 'DISTRIBUTED' | 'PARTIAL' | 'UNDISTRIBUTED';
          from: string;
          page?: number;
          pageSize?: number;
          q?: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                amountMinor: number;
                annulled: boolean;
                contracts: string[];
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                distributedMinor: number;
                id: number;
                /** @enum {string} */
                kind: 'BANK' | 'VPOS' | 'SYSTEM' | 'INTERNAL';
                message: string;
                number: string;
                payer: string | null;
                paymentDate: string;
                reference: string | null;
                /** @enum {string} */
                state: 'DISTRIBUTED' | 'PARTIAL' | 'UNDISTRIBUTED';
                undistributedMinor: number;
                valueDate: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totals: {
                amountMinor: number;
                count: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                distributedMinor: number;
                undistributedMinor: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ongoing-payments/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ongoing payments as CSV or XLSX, streamed */
    get: {
      parameters: {
        query: {
          f_kind?: 'BANK' | 'VPOS' | 'SYSTEM' | 'INTERNAL';
          f_state?: 'DISTRIBUTED' | 'PARTIAL' | 'UNDISTRIBUTED';
          format?: 'csv' | 'xlsx';
          from: string;
          q?: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ongoing-payments/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payments per day and kind: count, amount, distributed, undistributed; totals */
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              rows: {
                amountMinor: number;
                count: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                day: string;
                distributedMinor: number;
                /** @enum {string} */
                kind: 'BANK' | 'VPOS' | 'SYSTEM' | 'INTERNAL';
                undistributedMinor: number;
              }[];
              to: string;
              totals: {
                amountMinor: number;
                count: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                distributedMinor: number;
                undistributedMinor: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ongoing-payments/report/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ongoing payments report as CSV or XLSX */
    get: {
      parameters: {
        query: {
          format?: 'csv' | 'xlsx';
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Partners, paged, sorted and filtered (f_partnerType, f_status, q over name, EIK and city; showApis) */
    get: {
      parameters: {
        query?: {
          f_partnerType?:
            'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
          f_sales?: 'true' | 'false';
          f_status?: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          showApis?: 'true' | 'false';
          sort?: 'name' | 'eik' | 'city' | 'partnerType' | 'status' | 'createdAt' | 'id';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                apis?: {
                  createdAt: string;
                  id: number;
                  keyPrefix: string;
                  lastUsedAt: string | null;
                  name: string;
                  partnerId: number;
                  revokedAt: string | null;
                }[];
                city: string | null;
                commissionBp: number;
                createdAt: string;
                customerId: string | null;
                eik: string | null;
                id: number;
                name: string;
                nameEn: string | null;
                /** @enum {string} */
                partnerType:
                  | 'SALE_PARTNER'
                  | 'COMMISSIONER'
                  | 'SALE_PARTNER_AND_COMMISSIONER'
                  | 'TOLL_CUSTOMER';
                /** @enum {string} */
                status:
                  'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    /** Create a partner */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city?: string | null;
            /** @default 0 */
            commissionBp?: number;
            commissioners?: {
              commissionerId: number;
              percentageBp: number;
            }[];
            customerId?: string | null;
            customSaleClass?: string | null;
            /** @default null */
            defaultVendorId?: number | null;
            /** @default 0 */
            delayDays?: number;
            /**
             * @default EUR
             * @enum {string}
             */
            depositCurrency?: 'BGN' | 'EUR';
            /** @default 0 */
            depositMinor?: number;
            /** @default 0 */
            duePaymentDays?: number;
            eik: string;
            ibans?: string[];
            invoiceAddressBg?: string | null;
            invoiceAddressEn?: string | null;
            invoiceNameBg?: string | null;
            invoiceNameEn?: string | null;
            /** @default null */
            invoiceRangeEnd?: number | null;
            /** @default null */
            invoiceRangeStart?: number | null;
            invoiceResponsibleBg?: string | null;
            invoiceResponsibleEn?: string | null;
            /**
             * @default bg
             * @enum {string}
             */
            lang?: 'bg' | 'en';
            name: string;
            nameEn?: string | null;
            /** @default false */
            notifyDelicts?: boolean;
            /** @default false */
            notifyDelictsNoAds?: boolean;
            /** @default false */
            notifyVignetteExpiry?: boolean;
            /** @default false */
            notifyVignettes?: boolean;
            /** @default false */
            notifyVignettesNoAds?: boolean;
            /**
             * @default MONTHLY
             * @enum {string}
             */
            obligationsPeriod?:
              'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
            /** @enum {string} */
            partnerType:
              'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
            /** @default [] */
            paymentTerminals?: {
              /** @enum {string} */
              provider: 'BORICA' | 'DSK';
              terminalId: string;
            }[];
            /** @default false */
            receivesReports?: boolean;
            recipientIban?: string | null;
            /** @default false */
            reportsAllowed?: boolean;
            /** @default false */
            sendReceipts?: boolean;
            /** @default false */
            sftpAllowed?: boolean;
            sftpHost?: string | null;
            sftpKeyName?: string | null;
            sftpPath?: string | null;
            /** @default null */
            sftpPort?: number | null;
            sftpUser?: string | null;
            /**
             * @default Europe/Sofia
             * @enum {string}
             */
            timeZone?: 'Europe/Sofia' | 'UTC';
            website?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apis?: {
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                name: string;
                partnerId: number;
                revokedAt: string | null;
              }[];
              city: string | null;
              commissionBp: number;
              commissioners: {
                commissionerId: number;
                name: string;
                percentageBp: number;
              }[];
              createdAt: string;
              customerId: string | null;
              customSaleClass: string | null;
              defaultVendorId: number | null;
              delayDays: number;
              /** @enum {string} */
              depositCurrency: 'BGN' | 'EUR';
              depositMinor: number;
              duePaymentDays: number;
              eik: string | null;
              ibans: string[];
              id: number;
              invoiceAddressBg: string | null;
              invoiceAddressEn: string | null;
              invoiceNameBg: string | null;
              invoiceNameEn: string | null;
              invoiceRangeEnd: number | null;
              invoiceRangeStart: number | null;
              invoiceResponsibleBg: string | null;
              invoiceResponsibleEn: string | null;
              /** @enum {string} */
              lang: 'bg' | 'en';
              name: string;
              nameEn: string | null;
              notifyDelicts: boolean;
              notifyDelictsNoAds: boolean;
              notifyVignetteExpiry: boolean;
              notifyVignettes: boolean;
              notifyVignettesNoAds: boolean;
              /** @enum {string} */
              obligationsPeriod:
                'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
              /** @enum {string} */
              partnerType:
                'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
              paymentTerminals: {
                /** @enum {string} */
                provider: 'BORICA' | 'DSK';
                terminalId: string;
              }[];
              receivesReports: boolean;
              recipientIban: string | null;
              reportsAllowed: boolean;
              sendReceipts: boolean;
              sftpAllowed: boolean;
              sftpHost: string | null;
              sftpKeyName: string | null;
              sftpPath: string | null;
              sftpPort: number | null;
              sftpUser: string | null;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
              statusReason: string | null;
              /** @enum {string} */
              timeZone: 'Europe/Sofia' | 'UTC';
              updatedAt: string;
              vatNumber: string | null;
              version: number;
              website: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One partner with its commissioners and terminals (and API keys for admins) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apis?: {
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                name: string;
                partnerId: number;
                revokedAt: string | null;
              }[];
              city: string | null;
              commissionBp: number;
              commissioners: {
                commissionerId: number;
                name: string;
                percentageBp: number;
              }[];
              createdAt: string;
              customerId: string | null;
              customSaleClass: string | null;
              defaultVendorId: number | null;
              delayDays: number;
              /** @enum {string} */
              depositCurrency: 'BGN' | 'EUR';
              depositMinor: number;
              duePaymentDays: number;
              eik: string | null;
              ibans: string[];
              id: number;
              invoiceAddressBg: string | null;
              invoiceAddressEn: string | null;
              invoiceNameBg: string | null;
              invoiceNameEn: string | null;
              invoiceRangeEnd: number | null;
              invoiceRangeStart: number | null;
              invoiceResponsibleBg: string | null;
              invoiceResponsibleEn: string | null;
              /** @enum {string} */
              lang: 'bg' | 'en';
              name: string;
              nameEn: string | null;
              notifyDelicts: boolean;
              notifyDelictsNoAds: boolean;
              notifyVignetteExpiry: boolean;
              notifyVignettes: boolean;
              notifyVignettesNoAds: boolean;
              /** @enum {string} */
              obligationsPeriod:
                'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
              /** @enum {string} */
              partnerType:
                'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
              paymentTerminals: {
                /** @enum {string} */
                provider: 'BORICA' | 'DSK';
                terminalId: string;
              }[];
              receivesReports: boolean;
              recipientIban: string | null;
              reportsAllowed: boolean;
              sendReceipts: boolean;
              sftpAllowed: boolean;
              sftpHost: string | null;
              sftpKeyName: string | null;
              sftpPath: string | null;
              sftpPort: number | null;
              sftpUser: string | null;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
              statusReason: string | null;
              /** @enum {string} */
              timeZone: 'Europe/Sofia' | 'UTC';
              updatedAt: string;
              vatNumber: string | null;
              version: number;
              website: string | null;
            };
          };
        };
      };
    };
    /** Change a partner at the version read (409 partner.staleVersion when stale) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city?: string | null;
            /** @default 0 */
            commissionBp?: number;
            commissioners?: {
              commissionerId: number;
              percentageBp: number;
            }[];
            customerId?: string | null;
            customSaleClass?: string | null;
            /** @default null */
            defaultVendorId?: number | null;
            /** @default 0 */
            delayDays?: number;
            /**
             * @default EUR
             * @enum {string}
             */
            depositCurrency?: 'BGN' | 'EUR';
            /** @default 0 */
            depositMinor?: number;
            /** @default 0 */
            duePaymentDays?: number;
            eik: string;
            ibans?: string[];
            invoiceAddressBg?: string | null;
            invoiceAddressEn?: string | null;
            invoiceNameBg?: string | null;
            invoiceNameEn?: string | null;
            /** @default null */
            invoiceRangeEnd?: number | null;
            /** @default null */
            invoiceRangeStart?: number | null;
            invoiceResponsibleBg?: string | null;
            invoiceResponsibleEn?: string | null;
            /**
             * @default bg
             * @enum {string}
             */
            lang?: 'bg' | 'en';
            name: string;
            nameEn?: string | null;
            /** @default false */
            notifyDelicts?: boolean;
            /** @default false */
            notifyDelictsNoAds?: boolean;
            /** @default false */
            notifyVignetteExpiry?: boolean;
            /** @default false */
            notifyVignettes?: boolean;
            /** @default false */
            notifyVignettesNoAds?: boolean;
            /**
             * @default MONTHLY
             * @enum {string}
             */
            obligationsPeriod?:
              'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
            /** @enum {string} */
            partnerType:
              'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
            /** @default [] */
            paymentTerminals?: {
              /** @enum {string} */
              provider: 'BORICA' | 'DSK';
              terminalId: string;
            }[];
            /** @default false */
            receivesReports?: boolean;
            recipientIban?: string | null;
            /** @default false */
            reportsAllowed?: boolean;
            /** @default false */
            sendReceipts?: boolean;
            /** @default false */
            sftpAllowed?: boolean;
            sftpHost?: string | null;
            sftpKeyName?: string | null;
            sftpPath?: string | null;
            /** @default null */
            sftpPort?: number | null;
            sftpUser?: string | null;
            /**
             * @default Europe/Sofia
             * @enum {string}
             */
            timeZone?: 'Europe/Sofia' | 'UTC';
            version: number;
            website?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apis?: {
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                name: string;
                partnerId: number;
                revokedAt: string | null;
              }[];
              city: string | null;
              commissionBp: number;
              commissioners: {
                commissionerId: number;
                name: string;
                percentageBp: number;
              }[];
              createdAt: string;
              customerId: string | null;
              customSaleClass: string | null;
              defaultVendorId: number | null;
              delayDays: number;
              /** @enum {string} */
              depositCurrency: 'BGN' | 'EUR';
              depositMinor: number;
              duePaymentDays: number;
              eik: string | null;
              ibans: string[];
              id: number;
              invoiceAddressBg: string | null;
              invoiceAddressEn: string | null;
              invoiceNameBg: string | null;
              invoiceNameEn: string | null;
              invoiceRangeEnd: number | null;
              invoiceRangeStart: number | null;
              invoiceResponsibleBg: string | null;
              invoiceResponsibleEn: string | null;
              /** @enum {string} */
              lang: 'bg' | 'en';
              name: string;
              nameEn: string | null;
              notifyDelicts: boolean;
              notifyDelictsNoAds: boolean;
              notifyVignetteExpiry: boolean;
              notifyVignettes: boolean;
              notifyVignettesNoAds: boolean;
              /** @enum {string} */
              obligationsPeriod:
                'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
              /** @enum {string} */
              partnerType:
                'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
              paymentTerminals: {
                /** @enum {string} */
                provider: 'BORICA' | 'DSK';
                terminalId: string;
              }[];
              receivesReports: boolean;
              recipientIban: string | null;
              reportsAllowed: boolean;
              sendReceipts: boolean;
              sftpAllowed: boolean;
              sftpHost: string | null;
              sftpKeyName: string | null;
              sftpPath: string | null;
              sftpPort: number | null;
              sftpUser: string | null;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
              statusReason: string | null;
              /** @enum {string} */
              timeZone: 'Europe/Sofia' | 'UTC';
              updatedAt: string;
              vatNumber: string | null;
              version: number;
              website: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Re-activate a suspended partner (the confirmation) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            confirmed: boolean;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              partner: {
                apis?: {
                  createdAt: string;
                  id: number;
                  keyPrefix: string;
                  lastUsedAt: string | null;
                  name: string;
                  partnerId: number;
                  revokedAt: string | null;
                }[];
                city: string | null;
                commissionBp: number;
                commissioners: {
                  commissionerId: number;
                  name: string;
                  percentageBp: number;
                }[];
                createdAt: string;
                customerId: string | null;
                customSaleClass: string | null;
                defaultVendorId: number | null;
                delayDays: number;
                /** @enum {string} */
                depositCurrency: 'BGN' | 'EUR';
                depositMinor: number;
                duePaymentDays: number;
                eik: string | null;
                ibans: string[];
                id: number;
                invoiceAddressBg: string | null;
                invoiceAddressEn: string | null;
                invoiceNameBg: string | null;
                invoiceNameEn: string | null;
                invoiceRangeEnd: number | null;
                invoiceRangeStart: number | null;
                invoiceResponsibleBg: string | null;
                invoiceResponsibleEn: string | null;
                /** @enum {string} */
                lang: 'bg' | 'en';
                name: string;
                nameEn: string | null;
                notifyDelicts: boolean;
                notifyDelictsNoAds: boolean;
                notifyVignetteExpiry: boolean;
                notifyVignettes: boolean;
                notifyVignettesNoAds: boolean;
                /** @enum {string} */
                obligationsPeriod:
                  'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
                /** @enum {string} */
                partnerType:
                  | 'SALE_PARTNER'
                  | 'COMMISSIONER'
                  | 'SALE_PARTNER_AND_COMMISSIONER'
                  | 'TOLL_CUSTOMER';
                paymentTerminals: {
                  /** @enum {string} */
                  provider: 'BORICA' | 'DSK';
                  terminalId: string;
                }[];
                receivesReports: boolean;
                recipientIban: string | null;
                reportsAllowed: boolean;
                sendReceipts: boolean;
                sftpAllowed: boolean;
                sftpHost: string | null;
                sftpKeyName: string | null;
                sftpPath: string | null;
                sftpPort: number | null;
                sftpUser: string | null;
                /** @enum {string} */
                status:
                  'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
                statusReason: string | null;
                /** @enum {string} */
                timeZone: 'Europe/Sofia' | 'UTC';
                updatedAt: string;
                vatNumber: string | null;
                version: number;
                website: string | null;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/{id}/service-fees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A partner's contracts' service fees per month of a year: generated, paid, invoiced */
    get: {
      parameters: {
        query?: {
          year?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              months: {
                canceledMinor: number;
                contracts: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                fees: number;
                grossMinor: number;
                invoicedMinor: number;
                month: string;
                notPaidMinor: number;
                paidMinor: number;
              }[];
              year: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend a partner (a reason and the confirmation) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            confirmed: boolean;
            reason: string;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              partner: {
                apis?: {
                  createdAt: string;
                  id: number;
                  keyPrefix: string;
                  lastUsedAt: string | null;
                  name: string;
                  partnerId: number;
                  revokedAt: string | null;
                }[];
                city: string | null;
                commissionBp: number;
                commissioners: {
                  commissionerId: number;
                  name: string;
                  percentageBp: number;
                }[];
                createdAt: string;
                customerId: string | null;
                customSaleClass: string | null;
                defaultVendorId: number | null;
                delayDays: number;
                /** @enum {string} */
                depositCurrency: 'BGN' | 'EUR';
                depositMinor: number;
                duePaymentDays: number;
                eik: string | null;
                ibans: string[];
                id: number;
                invoiceAddressBg: string | null;
                invoiceAddressEn: string | null;
                invoiceNameBg: string | null;
                invoiceNameEn: string | null;
                invoiceRangeEnd: number | null;
                invoiceRangeStart: number | null;
                invoiceResponsibleBg: string | null;
                invoiceResponsibleEn: string | null;
                /** @enum {string} */
                lang: 'bg' | 'en';
                name: string;
                nameEn: string | null;
                notifyDelicts: boolean;
                notifyDelictsNoAds: boolean;
                notifyVignetteExpiry: boolean;
                notifyVignettes: boolean;
                notifyVignettesNoAds: boolean;
                /** @enum {string} */
                obligationsPeriod:
                  'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
                /** @enum {string} */
                partnerType:
                  | 'SALE_PARTNER'
                  | 'COMMISSIONER'
                  | 'SALE_PARTNER_AND_COMMISSIONER'
                  | 'TOLL_CUSTOMER';
                paymentTerminals: {
                  /** @enum {string} */
                  provider: 'BORICA' | 'DSK';
                  terminalId: string;
                }[];
                receivesReports: boolean;
                recipientIban: string | null;
                reportsAllowed: boolean;
                sendReceipts: boolean;
                sftpAllowed: boolean;
                sftpHost: string | null;
                sftpKeyName: string | null;
                sftpPath: string | null;
                sftpPort: number | null;
                sftpUser: string | null;
                /** @enum {string} */
                status:
                  'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
                statusReason: string | null;
                /** @enum {string} */
                timeZone: 'Europe/Sofia' | 'UTC';
                updatedAt: string;
                vatNumber: string | null;
                version: number;
                website: string | null;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/apis': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issue an API key for a partner (the key is shown in this answer only) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            partnerId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              id: number;
              key: string;
              keyPrefix: string;
              lastUsedAt: string | null;
              name: string;
              partnerId: number;
              revokedAt: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/apis/{keyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API key (kept, marked revoked) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          keyId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apiKey: {
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                name: string;
                partnerId: number;
                revokedAt: string | null;
              };
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/changePartnerCommissioners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the additional commissioners of a partner, with their percentages */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            commissioners: {
              commissionerId: number;
              percentageBp: number;
            }[];
            partnerId: number;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apis?: {
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                name: string;
                partnerId: number;
                revokedAt: string | null;
              }[];
              city: string | null;
              commissionBp: number;
              commissioners: {
                commissionerId: number;
                name: string;
                percentageBp: number;
              }[];
              createdAt: string;
              customerId: string | null;
              customSaleClass: string | null;
              defaultVendorId: number | null;
              delayDays: number;
              /** @enum {string} */
              depositCurrency: 'BGN' | 'EUR';
              depositMinor: number;
              duePaymentDays: number;
              eik: string | null;
              ibans: string[];
              id: number;
              invoiceAddressBg: string | null;
              invoiceAddressEn: string | null;
              invoiceNameBg: string | null;
              invoiceNameEn: string | null;
              invoiceRangeEnd: number | null;
              invoiceRangeStart: number | null;
              invoiceResponsibleBg: string | null;
              invoiceResponsibleEn: string | null;
              /** @enum {string} */
              lang: 'bg' | 'en';
              name: string;
              nameEn: string | null;
              notifyDelicts: boolean;
              notifyDelictsNoAds: boolean;
              notifyVignetteExpiry: boolean;
              notifyVignettes: boolean;
              notifyVignettesNoAds: boolean;
              /** @enum {string} */
              obligationsPeriod:
                'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
              /** @enum {string} */
              partnerType:
                'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
              paymentTerminals: {
                /** @enum {string} */
                provider: 'BORICA' | 'DSK';
                terminalId: string;
              }[];
              receivesReports: boolean;
              recipientIban: string | null;
              reportsAllowed: boolean;
              sendReceipts: boolean;
              sftpAllowed: boolean;
              sftpHost: string | null;
              sftpKeyName: string | null;
              sftpPath: string | null;
              sftpPort: number | null;
              sftpUser: string | null;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
              statusReason: string | null;
              /** @enum {string} */
              timeZone: 'Europe/Sofia' | 'UTC';
              updatedAt: string;
              vatNumber: string | null;
              version: number;
              website: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/createSalesPartner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a sale partner or commissioner (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city?: string | null;
            /** @default 0 */
            commissionBp?: number;
            commissioners?: {
              commissionerId: number;
              percentageBp: number;
            }[];
            customerId?: string | null;
            customSaleClass?: string | null;
            /** @default null */
            defaultVendorId?: number | null;
            /** @default 0 */
            delayDays?: number;
            /**
             * @default EUR
             * @enum {string}
             */
            depositCurrency?: 'BGN' | 'EUR';
            /** @default 0 */
            depositMinor?: number;
            /** @default 0 */
            duePaymentDays?: number;
            eik: string;
            ibans?: string[];
            invoiceAddressBg?: string | null;
            invoiceAddressEn?: string | null;
            invoiceNameBg?: string | null;
            invoiceNameEn?: string | null;
            /** @default null */
            invoiceRangeEnd?: number | null;
            /** @default null */
            invoiceRangeStart?: number | null;
            invoiceResponsibleBg?: string | null;
            invoiceResponsibleEn?: string | null;
            /**
             * @default bg
             * @enum {string}
             */
            lang?: 'bg' | 'en';
            name: string;
            nameEn?: string | null;
            /** @default false */
            notifyDelicts?: boolean;
            /** @default false */
            notifyDelictsNoAds?: boolean;
            /** @default false */
            notifyVignetteExpiry?: boolean;
            /** @default false */
            notifyVignettes?: boolean;
            /** @default false */
            notifyVignettesNoAds?: boolean;
            /**
             * @default MONTHLY
             * @enum {string}
             */
            obligationsPeriod?:
              'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
            /** @enum {string} */
            partnerType: 'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER';
            /** @default [] */
            paymentTerminals?: {
              /** @enum {string} */
              provider: 'BORICA' | 'DSK';
              terminalId: string;
            }[];
            /** @default false */
            receivesReports?: boolean;
            recipientIban?: string | null;
            /** @default false */
            reportsAllowed?: boolean;
            /** @default false */
            sendReceipts?: boolean;
            /** @default false */
            sftpAllowed?: boolean;
            sftpHost?: string | null;
            sftpKeyName?: string | null;
            sftpPath?: string | null;
            /** @default null */
            sftpPort?: number | null;
            sftpUser?: string | null;
            /**
             * @default Europe/Sofia
             * @enum {string}
             */
            timeZone?: 'Europe/Sofia' | 'UTC';
            website?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apis?: {
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                name: string;
                partnerId: number;
                revokedAt: string | null;
              }[];
              city: string | null;
              commissionBp: number;
              commissioners: {
                commissionerId: number;
                name: string;
                percentageBp: number;
              }[];
              createdAt: string;
              customerId: string | null;
              customSaleClass: string | null;
              defaultVendorId: number | null;
              delayDays: number;
              /** @enum {string} */
              depositCurrency: 'BGN' | 'EUR';
              depositMinor: number;
              duePaymentDays: number;
              eik: string | null;
              ibans: string[];
              id: number;
              invoiceAddressBg: string | null;
              invoiceAddressEn: string | null;
              invoiceNameBg: string | null;
              invoiceNameEn: string | null;
              invoiceRangeEnd: number | null;
              invoiceRangeStart: number | null;
              invoiceResponsibleBg: string | null;
              invoiceResponsibleEn: string | null;
              /** @enum {string} */
              lang: 'bg' | 'en';
              name: string;
              nameEn: string | null;
              notifyDelicts: boolean;
              notifyDelictsNoAds: boolean;
              notifyVignetteExpiry: boolean;
              notifyVignettes: boolean;
              notifyVignettesNoAds: boolean;
              /** @enum {string} */
              obligationsPeriod:
                'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
              /** @enum {string} */
              partnerType:
                'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
              paymentTerminals: {
                /** @enum {string} */
                provider: 'BORICA' | 'DSK';
                terminalId: string;
              }[];
              receivesReports: boolean;
              recipientIban: string | null;
              reportsAllowed: boolean;
              sendReceipts: boolean;
              sftpAllowed: boolean;
              sftpHost: string | null;
              sftpKeyName: string | null;
              sftpPath: string | null;
              sftpPort: number | null;
              sftpUser: string | null;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
              statusReason: string | null;
              /** @enum {string} */
              timeZone: 'Europe/Sofia' | 'UTC';
              updatedAt: string;
              vatNumber: string | null;
              version: number;
              website: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/destination-ibans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every IBAN of an active partner money can be sent to */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              iban: string;
              partnerId: number;
              partnerName: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current filter as CSV or XLSX, streamed */
    get: {
      parameters: {
        query?: {
          f_partnerType?:
            'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
          f_sales?: 'true' | 'false';
          f_status?: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
          format?: 'csv' | 'xlsx';
          order?: 'asc' | 'desc';
          q?: string;
          sort?: 'name' | 'eik' | 'city' | 'partnerType' | 'status' | 'createdAt' | 'id';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/getVendors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Candidates for a default vendor (active sale partners) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              /** @enum {string} */
              partnerType:
                'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/isTdpIdDuplicated/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether an EIK is already another partner’s */
    get: {
      parameters: {
        query?: {
          excludeId?: number;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              duplicated: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/isTrackerAttached': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the customer’s partner has a tracker attached */
    get: {
      parameters: {
        query: {
          customerID: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attached: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active sale partners and commissioners: the fields the public site lists */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              city: string | null;
              id: number;
              name: string;
              /** @enum {string} */
              partnerType: 'SALE_PARTNER' | 'COMMISSIONER';
              website: string | null;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/sale-partners-and-toll-customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sale partners and toll customers, by name */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              /** @enum {string} */
              partnerType:
                'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/salePartnersAndCommissioners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sale partners and commissioners, by name */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              /** @enum {string} */
              partnerType:
                'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/updateSalesPartner/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a sale partner or commissioner (admin) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city?: string | null;
            /** @default 0 */
            commissionBp?: number;
            commissioners?: {
              commissionerId: number;
              percentageBp: number;
            }[];
            customerId?: string | null;
            customSaleClass?: string | null;
            /** @default null */
            defaultVendorId?: number | null;
            /** @default 0 */
            delayDays?: number;
            /**
             * @default EUR
             * @enum {string}
             */
            depositCurrency?: 'BGN' | 'EUR';
            /** @default 0 */
            depositMinor?: number;
            /** @default 0 */
            duePaymentDays?: number;
            eik: string;
            ibans?: string[];
            invoiceAddressBg?: string | null;
            invoiceAddressEn?: string | null;
            invoiceNameBg?: string | null;
            invoiceNameEn?: string | null;
            /** @default null */
            invoiceRangeEnd?: number | null;
            /** @default null */
            invoiceRangeStart?: number | null;
            invoiceResponsibleBg?: string | null;
            invoiceResponsibleEn?: string | null;
            /**
             * @default bg
             * @enum {string}
             */
            lang?: 'bg' | 'en';
            name: string;
            nameEn?: string | null;
            /** @default false */
            notifyDelicts?: boolean;
            /** @default false */
            notifyDelictsNoAds?: boolean;
            /** @default false */
            notifyVignetteExpiry?: boolean;
            /** @default false */
            notifyVignettes?: boolean;
            /** @default false */
            notifyVignettesNoAds?: boolean;
            /**
             * @default MONTHLY
             * @enum {string}
             */
            obligationsPeriod?:
              'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
            /** @enum {string} */
            partnerType: 'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER';
            /** @default [] */
            paymentTerminals?: {
              /** @enum {string} */
              provider: 'BORICA' | 'DSK';
              terminalId: string;
            }[];
            /** @default false */
            receivesReports?: boolean;
            recipientIban?: string | null;
            /** @default false */
            reportsAllowed?: boolean;
            /** @default false */
            sendReceipts?: boolean;
            /** @default false */
            sftpAllowed?: boolean;
            sftpHost?: string | null;
            sftpKeyName?: string | null;
            sftpPath?: string | null;
            /** @default null */
            sftpPort?: number | null;
            sftpUser?: string | null;
            /**
             * @default Europe/Sofia
             * @enum {string}
             */
            timeZone?: 'Europe/Sofia' | 'UTC';
            version: number;
            website?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apis?: {
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                name: string;
                partnerId: number;
                revokedAt: string | null;
              }[];
              city: string | null;
              commissionBp: number;
              commissioners: {
                commissionerId: number;
                name: string;
                percentageBp: number;
              }[];
              createdAt: string;
              customerId: string | null;
              customSaleClass: string | null;
              defaultVendorId: number | null;
              delayDays: number;
              /** @enum {string} */
              depositCurrency: 'BGN' | 'EUR';
              depositMinor: number;
              duePaymentDays: number;
              eik: string | null;
              ibans: string[];
              id: number;
              invoiceAddressBg: string | null;
              invoiceAddressEn: string | null;
              invoiceNameBg: string | null;
              invoiceNameEn: string | null;
              invoiceRangeEnd: number | null;
              invoiceRangeStart: number | null;
              invoiceResponsibleBg: string | null;
              invoiceResponsibleEn: string | null;
              /** @enum {string} */
              lang: 'bg' | 'en';
              name: string;
              nameEn: string | null;
              notifyDelicts: boolean;
              notifyDelictsNoAds: boolean;
              notifyVignetteExpiry: boolean;
              notifyVignettes: boolean;
              notifyVignettesNoAds: boolean;
              /** @enum {string} */
              obligationsPeriod:
                'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
              /** @enum {string} */
              partnerType:
                'SALE_PARTNER' | 'COMMISSIONER' | 'SALE_PARTNER_AND_COMMISSIONER' | 'TOLL_CUSTOMER';
              paymentTerminals: {
                /** @enum {string} */
                provider: 'BORICA' | 'DSK';
                terminalId: string;
              }[];
              receivesReports: boolean;
              recipientIban: string | null;
              reportsAllowed: boolean;
              sendReceipts: boolean;
              sftpAllowed: boolean;
              sftpHost: string | null;
              sftpKeyName: string | null;
              sftpPath: string | null;
              sftpPort: number | null;
              sftpUser: string | null;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED' | 'INACTIVE';
              statusReason: string | null;
              /** @enum {string} */
              timeZone: 'Europe/Sofia' | 'UTC';
              updatedAt: string;
              vatNumber: string | null;
              version: number;
              website: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partners/with-available-ibans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active partners that have IBANs, with them */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ibans: string[];
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/borica/return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Card-gateway result posted back by the browser (BACKREF); redirects to the result page */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            [key: string]: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/paymentTerminalContexts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Virtual POS terminals with their partners */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              partnerId: number;
              partnerName: string;
              /** @enum {string} */
              provider: 'BORICA' | 'DSK';
              terminalId: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plate-corrections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plate corrections made in a period (Sofia days, inclusive): vignette, old and new plate, channel, who, fee */
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                actor: string | null;
                /** @enum {string} */
                channel: 'site' | 'office' | 'tablet' | 'partner';
                correctedAt: string;
                countryCode: string;
                id: number;
                newPlate: string;
                oldPlate: string;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                saleNumber: string;
                vignetteNumber: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The points of sale in the caller’s scope (spec §6), paged, searched by code or name */
    get: {
      parameters: {
        query?: {
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'code' | 'name' | 'partnerName';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                active: boolean;
                code: string;
                id: number;
                name: string;
                partnerId: number;
                partnerName: string;
                worksInShifts: boolean;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    /** Create a point of sale */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default true */
            active?: boolean;
            code: string;
            name: string;
            partnerId: number;
            /** @default false */
            worksInShifts?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              active: boolean;
              code: string;
              deleted: boolean;
              id: number;
              name: string;
              partnerId: number;
              partnerName: string;
              worksInShifts: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a point of sale (code, name, shift mode, active) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            active: boolean;
            code: string;
            name: string;
            worksInShifts: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              active: boolean;
              code: string;
              deleted: boolean;
              id: number;
              name: string;
              partnerId: number;
              partnerName: string;
              worksInShifts: boolean;
            };
          };
        };
      };
    };
    post?: never;
    /** Delete a point of sale (soft delete; refused while a shift is open there) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              active: boolean;
              code: string;
              deleted: boolean;
              id: number;
              name: string;
              partnerId: number;
              partnerName: string;
              worksInShifts: boolean;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pos/{id}/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The points of sale of partner {id} (deleted=true: deleted ones too) */
    get: {
      parameters: {
        query?: {
          deleted?: 'true' | 'false';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              active: boolean;
              code: string;
              deleted: boolean;
              id: number;
              name: string;
              partnerId: number;
              partnerName: string;
              worksInShifts: boolean;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pos/restore/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Restore a deleted point of sale */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              active: boolean;
              code: string;
              deleted: boolean;
              id: number;
              name: string;
              partnerId: number;
              partnerName: string;
              worksInShifts: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pos/user/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s own points of sale */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              active: boolean;
              code: string;
              id: number;
              name: string;
              partnerId: number;
              partnerName: string;
              worksInShifts: boolean;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vignette products on sale, priced by the tariff in force (at `at`, default now) */
    get: {
      parameters: {
        query?: {
          at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              categoryDescriptionText: string;
              currencyAmount: {
                amountBGN: number;
                amountEUR: number;
              };
              emissionClass: string | null;
              emissionClassText: string | null;
              id: string;
              price: {
                amount: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                minor: number;
              };
              tariffValidFrom: string;
              /** @enum {string} */
              validityType: 'DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL';
              validityTypeText: string;
              /** @enum {string} */
              vehicleType: 'car' | 'trailer';
              vehicleTypeText: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/purchasePayment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates the sale priced by the server and returns the signed card-gateway form */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            consents: {
              noRefund: boolean;
              terms: boolean;
              wrongPlate?: boolean;
            };
            delicts?: {
              documentNumber: string;
              ownerId: string;
            }[];
            email: string;
            routePasses?: {
              countryCode: string;
              lpn: string;
              request: {
                emissionClassId: number;
                points: (
                  | {
                      placeId: string;
                    }
                  | {
                      lat: number;
                      lng: number;
                    }
                )[];
                /**
                 * @default fastest
                 * @enum {string}
                 */
                routeType?: 'shortest' | 'fastest';
                /** Format: date-time */
                startTime?: string;
                vehicle: {
                  axles?: number;
                  bus?: boolean;
                  /** @enum {string} */
                  category?:
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS';
                  weightKg?: number;
                };
              };
            }[];
            vignettes?: {
              activationDate?: string | null;
              countryCode: string;
              lpn: string;
              productId: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orderNumber: string;
              payment: {
                action: string;
                fields: {
                  [key: string]: string;
                };
                /** @enum {string} */
                method: 'POST';
              };
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              transId: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/recipient-ibans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recipient IBANs of active partners */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              iban: string;
              partnerId: number;
              partnerName: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/aggregated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Issued items summed per period (§9 grouping), kind and product; 422 when none or too many */
    get: {
      parameters: {
        query?: {
          f_channel?: 'site' | 'office' | 'tablet';
          f_from?: string;
          f_partnerId?: number;
          f_posId?: number;
          f_product?: string;
          f_to?: string;
          grouping?: 'DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              grouping: 'DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
              rows: {
                amountBgn: number;
                amountEur: number;
                items: number;
                kind: string;
                period: string;
                product: string;
              }[];
              totals: {
                amountBgn: number;
                amountEur: number;
                items: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/aggregated/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The aggregated report as CSV or XLSX (no filter: 409 unless confirmed=true) */
    get: {
      parameters: {
        query?: {
          confirmed?: 'true' | 'false';
          f_channel?: 'site' | 'office' | 'tablet';
          f_from?: string;
          f_partnerId?: number;
          f_posId?: number;
          f_product?: string;
          f_to?: string;
          format?: 'csv' | 'xlsx';
          grouping?: 'DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest 200 deliveries: status, attempts and the last error */
    get: {
      parameters: {
        query?: {
          partnerId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                attempts: number;
                /** @enum {string} */
                channel: 'EMAIL' | 'SFTP';
                fileName: string;
                id: number;
                lastError: string | null;
                partnerId: number | null;
                periodFrom: string;
                periodTo: string;
                reportType: string;
                sentAt: string | null;
                /** @enum {string} */
                status: 'PENDING' | 'SENT' | 'FAILED';
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One page of issued vignettes, newest first, with the total that match */
    get: {
      parameters: {
        query?: {
          f_channel?: 'site' | 'office' | 'tablet';
          f_from?: string;
          f_partnerId?: number;
          f_posId?: number;
          f_product?: string;
          f_to?: string;
          page?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                amountBgn: number;
                amountEur: number;
                channel: string;
                countryCode: string;
                itemId: string;
                kind: string;
                partnerName: string | null;
                paymentMethod: string;
                plate: string;
                posCode: string | null;
                product: string;
                saleNumber: number;
                soldAt: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Issued vignettes as CSV or XLSX (no filter: 409 unless confirmed=true) */
    get: {
      parameters: {
        query?: {
          confirmed?: 'true' | 'false';
          f_channel?: 'site' | 'office' | 'tablet';
          f_from?: string;
          f_partnerId?: number;
          f_posId?: number;
          f_product?: string;
          f_to?: string;
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which scheduled reports partners receive */
    get: {
      parameters: {
        query?: {
          partnerId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** @default true */
                byEmail: boolean;
                /** @default false */
                bySftp: boolean;
                /** @default null */
                email: string | null;
                /**
                 * @default xlsx
                 * @enum {string}
                 */
                format: 'csv' | 'xlsx';
                id: number;
                partnerId: number;
                partnerName: string;
                /** @enum {string} */
                reportType:
                  | 'SALES_BY_POS_PRODUCT'
                  | 'SALES_DETAILED'
                  | 'SALES_BY_DAY'
                  | 'COMMISSIONS'
                  | 'PAYMENTS'
                  | 'TOLL_TRANSACTIONS'
                  | 'TOLL_OBLIGATIONS'
                  | 'MSTS_TRANSACTIONS'
                  | 'MSTS_SUMMARY';
                /** @enum {string} */
                schedule:
                  | 'DAILY'
                  | 'FIVE_DAY'
                  | 'WEEKLY'
                  | 'TWICE_WEEKLY'
                  | 'TWICE_MONTHLY'
                  | 'MONTHLY'
                  | 'QUARTERLY'
                  | 'YEARLY';
              }[];
            };
          };
        };
      };
    };
    put?: never;
    /** Subscribe a partner to a report on a schedule (e-mail and/or SFTP) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default true */
            byEmail?: boolean;
            /** @default false */
            bySftp?: boolean;
            /** @default null */
            email?: string | null;
            /**
             * @default xlsx
             * @enum {string}
             */
            format?: 'csv' | 'xlsx';
            partnerId: number;
            /** @enum {string} */
            reportType:
              | 'SALES_BY_POS_PRODUCT'
              | 'SALES_DETAILED'
              | 'SALES_BY_DAY'
              | 'COMMISSIONS'
              | 'PAYMENTS'
              | 'TOLL_TRANSACTIONS'
              | 'TOLL_OBLIGATIONS'
              | 'MSTS_TRANSACTIONS'
              | 'MSTS_SUMMARY';
            /** @enum {string} */
            schedule:
              | 'DAILY'
              | 'FIVE_DAY'
              | 'WEEKLY'
              | 'TWICE_WEEKLY'
              | 'TWICE_MONTHLY'
              | 'MONTHLY'
              | 'QUARTERLY'
              | 'YEARLY';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @default true */
              byEmail: boolean;
              /** @default false */
              bySftp: boolean;
              /** @default null */
              email: string | null;
              /**
               * @default xlsx
               * @enum {string}
               */
              format: 'csv' | 'xlsx';
              id: number;
              partnerId: number;
              partnerName: string;
              /** @enum {string} */
              reportType:
                | 'SALES_BY_POS_PRODUCT'
                | 'SALES_DETAILED'
                | 'SALES_BY_DAY'
                | 'COMMISSIONS'
                | 'PAYMENTS'
                | 'TOLL_TRANSACTIONS'
                | 'TOLL_OBLIGATIONS'
                | 'MSTS_TRANSACTIONS'
                | 'MSTS_SUMMARY';
              /** @enum {string} */
              schedule:
                | 'DAILY'
                | 'FIVE_DAY'
                | 'WEEKLY'
                | 'TWICE_WEEKLY'
                | 'TWICE_MONTHLY'
                | 'MONTHLY'
                | 'QUARTERLY'
                | 'YEARLY';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End a subscription */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/toll-sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One page of issued route passes and delict fees, newest first, with the total that match */
    get: {
      parameters: {
        query?: {
          f_channel?: 'site' | 'office' | 'tablet';
          f_from?: string;
          f_partnerId?: number;
          f_posId?: number;
          f_product?: string;
          f_to?: string;
          page?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                amountBgn: number;
                amountEur: number;
                channel: string;
                countryCode: string;
                itemId: string;
                kind: string;
                partnerName: string | null;
                paymentMethod: string;
                plate: string;
                posCode: string | null;
                product: string;
                saleNumber: number;
                soldAt: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/toll-sales/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Issued route passes and delict fees as CSV or XLSX (no filter: 409 unless confirmed=true) */
    get: {
      parameters: {
        query?: {
          confirmed?: 'true' | 'false';
          f_channel?: 'site' | 'office' | 'tablet';
          f_from?: string;
          f_partnerId?: number;
          f_posId?: number;
          f_product?: string;
          f_to?: string;
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reseller/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Prices vignettes and route passes as a sale now would, without selling
     * @description Authenticated by the partner API key (`Authorization: ApiKey <key>` or `X-Api-Key: <key>`), issued in the back office (partner → API keys); rate limited per key. Refusals are the purchase's (overlap, start at most 30 days ahead, plate rules), 409 with one error per item.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email?: string;
            routePasses?: {
              countryCode: string;
              lpn: string;
              request: {
                emissionClassId: number;
                points: (
                  | {
                      placeId: string;
                    }
                  | {
                      lat: number;
                      lng: number;
                    }
                )[];
                /**
                 * @default fastest
                 * @enum {string}
                 */
                routeType?: 'shortest' | 'fastest';
                /** Format: date-time */
                startTime?: string;
                vehicle: {
                  axles?: number;
                  bus?: boolean;
                  /** @enum {string} */
                  category?:
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS';
                  weightKg?: number;
                };
              };
            }[];
            vignettes?: {
              activationDate?: string | null;
              countryCode: string;
              lpn: string;
              productId: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "currency": "EUR",
             *       "items": [
             *         {
             *           "kind": "VIGNETTE",
             *           "productId": "car-weekly",
             *           "countryCode": "BG",
             *           "lpn": "CA1234AB",
             *           "validity": {
             *             "from": "2026-11-30T22:00:00.000Z",
             *             "to": "2026-12-07T21:59:59.000Z"
             *           },
             *           "startsAtSale": false,
             *           "price": {
             *             "amount": 8.69,
             *             "minor": 869,
             *             "currency": "EUR"
             *           },
             *           "currencyAmount": {
             *             "amountBGN": 17,
             *             "amountEUR": 8.69
             *           }
             *         }
             *       ],
             *       "total": {
             *         "price": {
             *           "amount": 8.69,
             *           "minor": 869,
             *           "currency": "EUR"
             *         },
             *         "currencyAmount": {
             *           "amountBGN": 17,
             *           "amountEUR": 8.69
             *         }
             *       }
             *     }
             */
            'application/json': {
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                /** @enum {string} */
                kind: 'VIGNETTE' | 'ROUTE_PASS';
                lpn: string;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                productId: string | null;
                startsAtSale: boolean;
                validity: {
                  from: string;
                  to: string;
                };
              }[];
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reseller/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sells vignettes and route passes, charged to the partner’s account, once per Idempotency-Key
     * @description Authenticated by the partner API key (`Authorization: ApiKey <key>` or `X-Api-Key: <key>`), issued in the back office (partner → API keys); rate limited per key. The sale is issued at once and paid on the partner's account. The first answer to an `Idempotency-Key` is stored for 24 hours and replayed (header `Idempotent-Replayed: true`) to a retry with the same body; the same key with another body is refused with 422 `reseller.idempotencyKeyReused`; a retry while the first request still runs waits for its answer, or gets 409 `reseller.requestInProgress` with `Retry-After` (seconds until the first request's lease ends) after 10 s. A key whose request stopped (a crash) is answered with its sale if the sale was made, or taken over by the retry once its lease has ended (`CLAIM_LEASE_MS`, 30 s).
     */
    post: {
      parameters: {
        query?: never;
        header: {
          /**
           * @description Your unique key for this sale (e.g. a UUID). The first answer is stored for 24 hours and replayed for a retry with the same key and body; the same key with another body is refused (422).
           * @example 7d3c2a4e-1f0b-4c55-9d8e-2a6b1c0f9e11
           */
          'idempotency-key': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email?: string;
            routePasses?: {
              countryCode: string;
              lpn: string;
              request: {
                emissionClassId: number;
                points: (
                  | {
                      placeId: string;
                    }
                  | {
                      lat: number;
                      lng: number;
                    }
                )[];
                /**
                 * @default fastest
                 * @enum {string}
                 */
                routeType?: 'shortest' | 'fastest';
                /** Format: date-time */
                startTime?: string;
                vehicle: {
                  axles?: number;
                  bus?: boolean;
                  /** @enum {string} */
                  category?:
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS';
                  weightKg?: number;
                };
              };
            }[];
            vignettes?: {
              activationDate?: string | null;
              countryCode: string;
              lpn: string;
              productId: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              email: string;
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                delictDocumentNumber: string | null;
                description: string;
                failure: string | null;
                id: string;
                /** @enum {string} */
                kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                lpn: string;
                period:
                  ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                productId: string | null;
                refunded: boolean;
                routePassId: string | null;
                routePassNumber: string | null;
                routePoints: string[] | null;
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                validity: {
                  from: string;
                  to: string;
                };
                vehicleType: ('car' | 'trailer') | null;
                vignetteId: string | null;
                vignetteNumber: string | null;
              }[];
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              orderNumber: string;
              payment: {
                action: string | null;
                approval: string | null;
                category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                mayPayAgain: boolean;
                message: string | null;
                paidAt: string | null;
                rc: string | null;
                rrn: string | null;
              } | null;
              pending: boolean;
              refund: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                /** @enum {string} */
                status: 'PENDING' | 'DONE' | 'FAILED';
              } | null;
              /** @enum {string} */
              status:
                | 'AWAITING_PAYMENT'
                | 'PAYMENT_UNKNOWN'
                | 'PAYMENT_FAILED'
                | 'ACTIVATED'
                | 'PARTIALLY_ACTIVATED'
                | 'ACTIVATION_FAILED'
                | 'EXPIRED';
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              transId: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reseller/sales/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the partner’s sales: its state, items, vignette and route-pass numbers
     * @description Authenticated by the partner API key (`Authorization: ApiKey <key>` or `X-Api-Key: <key>`), issued in the back office (partner → API keys); rate limited per key.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              email: string;
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                delictDocumentNumber: string | null;
                description: string;
                failure: string | null;
                id: string;
                /** @enum {string} */
                kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                lpn: string;
                period:
                  ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                productId: string | null;
                refunded: boolean;
                routePassId: string | null;
                routePassNumber: string | null;
                routePoints: string[] | null;
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                validity: {
                  from: string;
                  to: string;
                };
                vehicleType: ('car' | 'trailer') | null;
                vignetteId: string | null;
                vignetteNumber: string | null;
              }[];
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              orderNumber: string;
              payment: {
                action: string | null;
                approval: string | null;
                category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                mayPayAgain: boolean;
                message: string | null;
                paidAt: string | null;
                rc: string | null;
                rrn: string | null;
              } | null;
              pending: boolean;
              refund: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                /** @enum {string} */
                status: 'PENDING' | 'DONE' | 'FAILED';
              } | null;
              /** @enum {string} */
              status:
                | 'AWAITING_PAYMENT'
                | 'PAYMENT_UNKNOWN'
                | 'PAYMENT_FAILED'
                | 'ACTIVATED'
                | 'PARTIALLY_ACTIVATED'
                | 'ACTIVATION_FAILED'
                | 'EXPIRED';
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              transId: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every role with its rank and whether the caller may assign it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assignable: boolean;
              /** @enum {string} */
              code:
                | 'ROLE_RIA'
                | 'ROLE_USERS'
                | 'ROLE_C2'
                | 'ROLE_VIGNETTE_USER'
                | 'ROLE_ROUTE_PASS_USER'
                | 'ROLE_C9'
                | 'ROLE_DELICTS_READ'
                | 'ROLE_DELICTS_WRITE'
                | 'ROLE_ACCOUNTANT'
                | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
                | 'ROLE_OBU_SERVICE'
                | 'ROLE_CUSTOMERS_READ'
                | 'ROLE_CUSTOMERS_WRITE'
                | 'ROLE_OBU_READ'
                | 'ROLE_OBU_WRITE'
                | 'ROLE_UNITS_READ'
                | 'ROLE_UNITS_WRITE'
                | 'ROLE_HANDOUT_WRITE'
                | 'ROLE_NOTIFICATIONS_READ'
                | 'ROLE_INVOICE_PAYMENTS'
                | 'ROLE_EDIT_INVOICES'
                | 'ROLE_VIEW_INVOICES'
                | 'ROLE_VIEW_APIS'
                | 'ROLE_PARTNER_ADMIN'
                | 'ROLE_ADMIN'
                | 'ROLE_CONCORD_ADMIN'
                | 'ROLE_TOLL_ADMIN'
                | 'ROLE_FISCAL_DEVICE'
                | 'ROLE_DELICT_USER';
              rank: number | null;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/route-network': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The toll road network as GeoJSON: Bulgaria outline, toll segments and places (cacheable, ETag) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              features: (
                | {
                    geometry: {
                      coordinates: [number, number][][][];
                      /** @enum {string} */
                      type: 'MultiPolygon';
                    };
                    /** @enum {string} */
                    id: 'outline';
                    properties: {
                      /** @enum {string} */
                      kind: 'outline';
                      name: string;
                    };
                    /** @enum {string} */
                    type: 'Feature';
                  }
                | {
                    geometry: {
                      coordinates: [number, number][];
                      /** @enum {string} */
                      type: 'LineString';
                    };
                    id: string;
                    properties: {
                      charged: boolean;
                      /** @enum {string} */
                      class: 'motorway' | 'first' | 'second' | 'local';
                      from: string;
                      /** @enum {string} */
                      kind: 'segment';
                      lengthKm: number;
                      road: string;
                      to: string;
                    };
                    /** @enum {string} */
                    type: 'Feature';
                  }
                | {
                    geometry: {
                      coordinates: [number, number];
                      /** @enum {string} */
                      type: 'Point';
                    };
                    id: string;
                    properties: {
                      bg: string;
                      country?: string;
                      en: string;
                      /** @enum {string} */
                      kind: 'town' | 'junction' | 'border';
                    };
                    /** @enum {string} */
                    type: 'Feature';
                  }
              )[];
              /** @default null */
              tiles: {
                attribution: string;
                url: string;
              } | null;
              /** @enum {string} */
              type: 'FeatureCollection';
              version: string;
            };
          };
        };
        /** @description Default Response */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/route-pass/calculate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Plan and price a route pass: 2 to 6 points, shortest or fastest, for a vehicle */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            emissionClassId: number;
            points: (
              | {
                  placeId: string;
                }
              | {
                  lat: number;
                  lng: number;
                }
            )[];
            /**
             * @default fastest
             * @enum {string}
             */
            routeType?: 'shortest' | 'fastest';
            /** Format: date-time */
            startTime?: string;
            vehicle: {
              axles?: number;
              bus?: boolean;
              /** @enum {string} */
              category?:
                | 'UP_TO_3_5T'
                | 'FROM_3_5_TO_12T'
                | 'OVER_12T_2_3_AXLES'
                | 'OVER_12T_4_PLUS_AXLES'
                | 'BUS';
              weightKg?: number;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              borderCrossings: {
                country: string;
                id: string;
                name: string;
              }[];
              currencyAmount: {
                amountBGN: number;
                amountEUR: number;
              };
              distance: {
                chargedKm: number;
                motorwayKm: number;
                notChargedKm: number;
                totalKm: number;
              };
              durationMinutes: number;
              geometry: {
                coordinates: [number, number][];
                /** @enum {string} */
                type: 'LineString';
              };
              networkVersion: string;
              points: {
                kind: ('town' | 'junction' | 'border') | null;
                lat: number;
                lng: number;
                name: string | null;
                offsetKm: number;
                placeId: string | null;
                segmentId: string | null;
              }[];
              price: {
                amount: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                minor: number;
              };
              rates: {
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                first: number;
                motorway: number;
                second: number;
                validFrom: string;
              };
              /** @enum {string} */
              routeType: 'shortest' | 'fastest';
              secondaryCurrency: ('BGN' | 'EUR') | null;
              segments: {
                charged: boolean;
                /** @enum {string} */
                class: 'motorway' | 'first' | 'second' | 'local';
                from: string;
                id: string;
                km: number;
                minutes: number;
                partial: boolean;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                road: string;
                to: string;
              }[];
              validity: {
                from: string;
                to: string;
              };
              vehicle: {
                /** @enum {string} */
                category:
                  | 'UP_TO_3_5T'
                  | 'FROM_3_5_TO_12T'
                  | 'OVER_12T_2_3_AXLES'
                  | 'OVER_12T_4_PLUS_AXLES'
                  | 'BUS';
                emissionClass: string;
                emissionGroup: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/route-pass/places': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Towns, junctions and border crossings by name (bg or en, Cyrillic or Latin) */
    get: {
      parameters: {
        query?: {
          kind?: 'town' | 'junction' | 'border';
          limit?: number;
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              country?: string;
              countryName?: string;
              id: string;
              /** @enum {string} */
              kind: 'town' | 'junction' | 'border';
              lat: number;
              lng: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/route-passes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A route pass the signed-in user bought (buy-route-pass/{id}) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string;
              currencyAmount: {
                amountBGN: number;
                amountEUR: number;
              };
              id: string;
              issuedAt: string;
              lpn: string;
              number: string;
              price: {
                amount: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                minor: number;
              };
              quote: {
                borderCrossings: {
                  country: string;
                  id: string;
                  name: string;
                }[];
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                distance: {
                  chargedKm: number;
                  motorwayKm: number;
                  notChargedKm: number;
                  totalKm: number;
                };
                durationMinutes: number;
                geometry: {
                  coordinates: [number, number][];
                  /** @enum {string} */
                  type: 'LineString';
                };
                networkVersion: string;
                points: {
                  kind: ('town' | 'junction' | 'border') | null;
                  lat: number;
                  lng: number;
                  name: string | null;
                  offsetKm: number;
                  placeId: string | null;
                  segmentId: string | null;
                }[];
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                rates: {
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  first: number;
                  motorway: number;
                  second: number;
                  validFrom: string;
                };
                /** @enum {string} */
                routeType: 'shortest' | 'fastest';
                secondaryCurrency: ('BGN' | 'EUR') | null;
                segments: {
                  charged: boolean;
                  /** @enum {string} */
                  class: 'motorway' | 'first' | 'second' | 'local';
                  from: string;
                  id: string;
                  km: number;
                  minutes: number;
                  partial: boolean;
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                  road: string;
                  to: string;
                }[];
                validity: {
                  from: string;
                  to: string;
                };
                vehicle: {
                  /** @enum {string} */
                  category:
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS';
                  emissionClass: string;
                  emissionGroup: string;
                };
              };
              request: {
                emissionClassId: number;
                points: (
                  | {
                      placeId: string;
                    }
                  | {
                      lat: number;
                      lng: number;
                    }
                )[];
                /**
                 * @default fastest
                 * @enum {string}
                 */
                routeType: 'shortest' | 'fastest';
                /** Format: date-time */
                startTime?: string;
                vehicle: {
                  axles?: number;
                  bus?: boolean;
                  /** @enum {string} */
                  category?:
                    | 'UP_TO_3_5T'
                    | 'FROM_3_5_TO_12T'
                    | 'OVER_12T_2_3_AXLES'
                    | 'OVER_12T_4_PLUS_AXLES'
                    | 'BUS';
                  weightKg?: number;
                };
              };
              saleId: string;
              /** @enum {string} */
              status: 'NOT_STARTED' | 'ACTIVE' | 'EXPIRED';
              validity: {
                from: string;
                to: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A sale by its transaction id: payment outcome, activation state, vignettes */
    get: {
      parameters: {
        query: {
          trans_id: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              email: string;
              items: {
                countryCode: string;
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                delictDocumentNumber: string | null;
                description: string;
                failure: string | null;
                id: string;
                /** @enum {string} */
                kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                lpn: string;
                period:
                  ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                productId: string | null;
                refunded: boolean;
                routePassId: string | null;
                routePassNumber: string | null;
                routePoints: string[] | null;
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                validity: {
                  from: string;
                  to: string;
                };
                vehicleType: ('car' | 'trailer') | null;
                vignetteId: string | null;
                vignetteNumber: string | null;
              }[];
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              orderNumber: string;
              payment: {
                action: string | null;
                approval: string | null;
                category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                mayPayAgain: boolean;
                message: string | null;
                paidAt: string | null;
                rc: string | null;
                rrn: string | null;
              } | null;
              pending: boolean;
              refund: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                /** @enum {string} */
                status: 'PENDING' | 'DONE' | 'FAILED';
              } | null;
              /** @enum {string} */
              status:
                | 'AWAITING_PAYMENT'
                | 'PAYMENT_UNKNOWN'
                | 'PAYMENT_FAILED'
                | 'ACTIVATED'
                | 'PARTIALLY_ACTIVATED'
                | 'ACTIVATION_FAILED'
                | 'EXPIRED';
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              transId: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales-partners/obligations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What each sale partner owes per reporting period: its points of sale's sales less commissions, due date and delay */
    get: {
      parameters: {
        query: {
          f_status?: 'SETTLED' | 'NOT_DUE' | 'IN_DELAY' | 'OVERDUE';
          from: string;
          page?: number;
          pageSize?: number;
          partnerId?: number;
          q?: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                commissionMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                daysLate: number;
                delayDays: number;
                dueDate: string;
                eik: string | null;
                graceEnd: string;
                owedMinor: number;
                partnerId: number;
                partnerName: string;
                /** @enum {string} */
                period:
                  'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY' | 'MONTHLY';
                periodEnd: string;
                periodStart: string;
                salesMinor: number;
                settledMinor: number;
                /** @enum {string} */
                status: 'SETTLED' | 'NOT_DUE' | 'IN_DELAY' | 'OVERDUE';
              }[];
              page: number;
              pageSize: number;
              total: number;
              totals: {
                commissionMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                owedMinor: number;
                salesMinor: number;
                settledMinor: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales-partners/obligations/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The partner obligations as CSV or XLSX */
    get: {
      parameters: {
        query: {
          f_status?: 'SETTLED' | 'NOT_DUE' | 'IN_DELAY' | 'OVERDUE';
          format?: 'csv' | 'xlsx';
          from: string;
          partnerId?: number;
          q?: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/failed-activations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Items paid but not activated (refunded through the gateway), newest first */
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountBgn: number;
              amountEur: number;
              countryCode: string;
              email: string;
              failedAt: string | null;
              itemId: string;
              lpn: string;
              productId: string | null;
              reason: string | null;
              refund: ('PENDING' | 'DONE' | 'FAILED') | null;
              saleId: string;
              saleNumber: string;
              validFrom: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/failed-activations/{itemId}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund the failed items of the sale at the gateway (again, after a refused refund); audited */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              reversalId: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/failed-activations/{itemId}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activate a failed item again (while its refund has not started or was refused); audited */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              issued: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/inquiry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sales in the caller’s POS scope, searched by plate, document number, dates, partner, POS, cashier and status; paged and sorted */
    get: {
      parameters: {
        query?: {
          f_cashierId?: number;
          f_document?: string;
          f_from?: string;
          f_partnerId?: number;
          f_paymentMethod?: 'CARD' | 'CASH' | 'ACCOUNT';
          f_plate?: string;
          f_posId?: number;
          f_status?:
            | 'AWAITING_PAYMENT'
            | 'PAYMENT_UNKNOWN'
            | 'PAYMENT_FAILED'
            | 'ACTIVATED'
            | 'PARTIALLY_ACTIVATED'
            | 'ACTIVATION_FAILED'
            | 'EXPIRED'
            | 'REVERSED'
            | 'PARTIALLY_REVERSED';
          f_to?: string;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'createdAt' | 'number' | 'total' | 'state' | 'paymentMethod';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                cashier: string | null;
                channel: string;
                createdAt: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                documents: string[];
                number: number;
                partnerName: string | null;
                /** @enum {string} */
                paymentMethod: 'CARD' | 'CASH' | 'ACCOUNT';
                plates: string[];
                posCode: string | null;
                posId: number | null;
                /** @enum {string} */
                reversed: 'NONE' | 'PARTIAL' | 'FULL';
                saleId: string;
                /** @enum {string} */
                state:
                  | 'AWAITING_PAYMENT'
                  | 'PAYMENT_UNKNOWN'
                  | 'PAYMENT_FAILED'
                  | 'ACTIVATED'
                  | 'PARTIALLY_ACTIVATED'
                  | 'ACTIVATION_FAILED'
                  | 'EXPIRED';
                totalBgn: number;
                totalEur: number;
                totalMinor: number;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/inquiry/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One sale: items, payment, point of sale, cashier and reversals */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cashier: string | null;
              channel: string;
              mayReverse: boolean;
              partnerName: string | null;
              /** @enum {string} */
              paymentMethod: 'CARD' | 'CASH' | 'ACCOUNT';
              posCode: string | null;
              posName: string | null;
              reversals: {
                amountMinor: number;
                createdAt: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                gatewayState: ('PENDING' | 'DONE' | 'FAILED') | null;
                id: string;
                itemIds: string[];
                /** @enum {string} */
                method: 'CARD' | 'CASH' | 'ACCOUNT';
                reason: string;
                shiftId: number | null;
                user: string | null;
                wholeSale: boolean;
              }[];
              sale: {
                createdAt: string;
                email: string;
                items: {
                  countryCode: string;
                  currencyAmount: {
                    amountBGN: number;
                    amountEUR: number;
                  };
                  delictDocumentNumber: string | null;
                  description: string;
                  failure: string | null;
                  id: string;
                  /** @enum {string} */
                  kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                  lpn: string;
                  period:
                    ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                  productId: string | null;
                  refunded: boolean;
                  routePassId: string | null;
                  routePassNumber: string | null;
                  routePoints: string[] | null;
                  /** @enum {string} */
                  status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                  validity: {
                    from: string;
                    to: string;
                  };
                  vehicleType: ('car' | 'trailer') | null;
                  vignetteId: string | null;
                  vignetteNumber: string | null;
                }[];
                /** @enum {string} */
                lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
                orderNumber: string;
                payment: {
                  action: string | null;
                  approval: string | null;
                  category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                  mayPayAgain: boolean;
                  message: string | null;
                  paidAt: string | null;
                  rc: string | null;
                  rrn: string | null;
                } | null;
                pending: boolean;
                refund: {
                  currencyAmount: {
                    amountBGN: number;
                    amountEUR: number;
                  };
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                  /** @enum {string} */
                  status: 'PENDING' | 'DONE' | 'FAILED';
                } | null;
                /** @enum {string} */
                status:
                  | 'AWAITING_PAYMENT'
                  | 'PAYMENT_UNKNOWN'
                  | 'PAYMENT_FAILED'
                  | 'ACTIVATED'
                  | 'PARTIALLY_ACTIVATED'
                  | 'ACTIVATION_FAILED'
                  | 'EXPIRED';
                total: {
                  currencyAmount: {
                    amountBGN: number;
                    amountEUR: number;
                  };
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                };
                transId: string;
              };
              shiftId: number | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/inquiry/{id}/reversal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reverse the whole sale or one item (itemId) with a reason: a card sale at the gateway (once, within 30 days), a cash sale paid back from the POS’s open shift; its documents are deactivated */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            itemId?: string;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cashier: string | null;
              channel: string;
              mayReverse: boolean;
              partnerName: string | null;
              /** @enum {string} */
              paymentMethod: 'CARD' | 'CASH' | 'ACCOUNT';
              posCode: string | null;
              posName: string | null;
              reversals: {
                amountMinor: number;
                createdAt: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                gatewayState: ('PENDING' | 'DONE' | 'FAILED') | null;
                id: string;
                itemIds: string[];
                /** @enum {string} */
                method: 'CARD' | 'CASH' | 'ACCOUNT';
                reason: string;
                shiftId: number | null;
                user: string | null;
                wholeSale: boolean;
              }[];
              sale: {
                createdAt: string;
                email: string;
                items: {
                  countryCode: string;
                  currencyAmount: {
                    amountBGN: number;
                    amountEUR: number;
                  };
                  delictDocumentNumber: string | null;
                  description: string;
                  failure: string | null;
                  id: string;
                  /** @enum {string} */
                  kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                  lpn: string;
                  period:
                    ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                  productId: string | null;
                  refunded: boolean;
                  routePassId: string | null;
                  routePassNumber: string | null;
                  routePoints: string[] | null;
                  /** @enum {string} */
                  status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                  validity: {
                    from: string;
                    to: string;
                  };
                  vehicleType: ('car' | 'trailer') | null;
                  vignetteId: string | null;
                  vignetteNumber: string | null;
                }[];
                /** @enum {string} */
                lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
                orderNumber: string;
                payment: {
                  action: string | null;
                  approval: string | null;
                  category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                  mayPayAgain: boolean;
                  message: string | null;
                  paidAt: string | null;
                  rc: string | null;
                  rrn: string | null;
                } | null;
                pending: boolean;
                refund: {
                  currencyAmount: {
                    amountBGN: number;
                    amountEUR: number;
                  };
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                  /** @enum {string} */
                  status: 'PENDING' | 'DONE' | 'FAILED';
                } | null;
                /** @enum {string} */
                status:
                  | 'AWAITING_PAYMENT'
                  | 'PAYMENT_UNKNOWN'
                  | 'PAYMENT_FAILED'
                  | 'ACTIVATED'
                  | 'PARTIALLY_ACTIVATED'
                  | 'ACTIVATION_FAILED'
                  | 'EXPIRED';
                total: {
                  currencyAmount: {
                    amountBGN: number;
                    amountEUR: number;
                  };
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                };
                transId: string;
              };
              shiftId: number | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/inquiry/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The inquiry’s current filter streamed as CSV or XLSX */
    get: {
      parameters: {
        query?: {
          f_cashierId?: number;
          f_document?: string;
          f_from?: string;
          f_partnerId?: number;
          f_paymentMethod?: 'CARD' | 'CASH' | 'ACCOUNT';
          f_plate?: string;
          f_posId?: number;
          f_status?:
            | 'AWAITING_PAYMENT'
            | 'PAYMENT_UNKNOWN'
            | 'PAYMENT_FAILED'
            | 'ACTIVATED'
            | 'PARTIALLY_ACTIVATED'
            | 'ACTIVATION_FAILED'
            | 'EXPIRED'
            | 'REVERSED'
            | 'PARTIALLY_REVERSED';
          f_to?: string;
          format?: 'csv' | 'xlsx';
          order?: 'asc' | 'desc';
          q?: string;
          sort?: 'createdAt' | 'number' | 'total' | 'state' | 'paymentMethod';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/inquiry/filters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The partners and cashiers the caller may filter the inquiry by (within their POS scope) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cashiers: {
                id: number;
                name: string;
              }[];
              partners: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's contracts with their vehicles */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                accountType: number;
                activeUnits: number;
                contacts: {
                  city: string;
                  contactEmails: {
                    contactMeansClassId: number;
                    emailAddress: string;
                    isPreferredContactMean: boolean;
                  }[];
                  contactNumbers: {
                    areaCode: string;
                    contactMeansClassId: number;
                    contactNumberTypeId: number;
                    countryCode: string;
                    isPreferredContactMean: boolean;
                    localNumber: string;
                  }[];
                  countryCode: string;
                  firstName: string;
                  id: number;
                  isPrimary: boolean;
                  lastName: string;
                  position: string | null;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                }[];
                createdAt: string;
                creditLimitBgTollBgnMinor: number;
                creditLimitBgTollEurMinor: number;
                creditLimitEuTollBgnMinor: number;
                creditLimitEuTollEurMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                customer: {
                  birthDate: string | null;
                  businessName: string | null;
                  city: string;
                  companyName: string | null;
                  countryCode: string;
                  creditLimitMinor: number;
                  creditLimitPercent: number | null;
                  customerId: string;
                  customerType: number;
                  firstName: string | null;
                  iban: string | null;
                  identificationNumber: string;
                  identificationType: number;
                  lastName: string | null;
                  lowBalancePercent: number | null;
                  middleName: string | null;
                  name: string;
                  partnerId: number;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                  title: number | null;
                  vatRegistered: boolean;
                };
                customerId: string;
                daysInAdvanceToCreateServiceFee: number;
                defaultContragentId: number | null;
                depositMinor: number;
                dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
                duePaymentDays: number | null;
                emailNotifications: boolean;
                fundingMethodCode: number;
                hasMstsToll: boolean;
                id: number;
                initialPaymentMinor: number;
                lowBalancePercent: number | null;
                notificationEmail: string | null;
                notificationPhone: string | null;
                number: string;
                obligationPeriod:
                  ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
                postponeDays: number;
                primaryAccountContact: number | null;
                recipientIban: string | null;
                serviceFeeGenerationFrequency: number;
                signed: boolean;
                signedAt: string | null;
                smsNotifications: boolean;
                /** @enum {string} */
                status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
                statusChangedAt: string | null;
                statusReason: string | null;
                updatedAt: string;
                version: number;
              };
              units: {
                accountId: number;
                accountNumber: string;
                accountUnitId: number;
                axleHeight: number | null;
                closedAt: string | null;
                colour: string | null;
                countryCode: string;
                createdAt: string;
                deliveryMethod: number;
                emissionClass: number;
                length: number | null;
                make: string | null;
                maxDryWeight: number | null;
                maxHeight: number | null;
                maxWetWeight: number;
                model: string | null;
                ownerName: string | null;
                plate: string;
                shippingAddressId: number | null;
                /** @enum {string} */
                status: 'ACTIVE' | 'CLOSED';
                tollCategory:
                  | (
                      | 'UP_TO_3_5T'
                      | 'FROM_3_5_TO_12T'
                      | 'OVER_12T_2_3_AXLES'
                      | 'OVER_12T_4_PLUS_AXLES'
                      | 'BUS'
                    )
                  | null;
                totalAxles: number;
                tractorAxles: number;
                trailerAxles: number;
                trainMaxWeight: number | null;
                tyreType: number;
                /** @enum {string} */
                vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
                version: number;
                width: number | null;
                year: number | null;
              }[];
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/accounts/{id}/card-payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts a card payment (a prepaid top-up, or the initial payment of a signed contract): the gateway form */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amountMinor?: number;
            /** @enum {string} */
            purpose: 'TOP_UP' | 'DUE_PAYMENT' | 'INITIAL_PAYMENT';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cardPayment: {
                accountId: number;
                amountMinor: number;
                createdAt: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                id: string;
                paymentNumber: string | null;
                /** @enum {string} */
                purpose: 'TOP_UP' | 'DUE_PAYMENT' | 'INITIAL_PAYMENT';
                resolvedAt: string | null;
                /** @enum {string} */
                state: 'PENDING' | 'APPROVED' | 'FAILED';
              };
              payment: {
                action: string;
                fields: {
                  [key: string]: string;
                };
                /** @enum {string} */
                method: 'POST';
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/accounts/{id}/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The customer changes their own contract's notices (SMS, e-mail, low-balance percent) at the version read */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            emailNotifications: boolean;
            /** @default null */
            lowBalancePercent?: number | null;
            /** @default null */
            notificationEmail?: string | null;
            /** @default null */
            notificationPhone?: string | null;
            smsNotifications: boolean;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountType: number;
              activeUnits: number;
              contacts: {
                city: string;
                contactEmails: {
                  contactMeansClassId: number;
                  emailAddress: string;
                  isPreferredContactMean: boolean;
                }[];
                contactNumbers: {
                  areaCode: string;
                  contactMeansClassId: number;
                  contactNumberTypeId: number;
                  countryCode: string;
                  isPreferredContactMean: boolean;
                  localNumber: string;
                }[];
                countryCode: string;
                firstName: string;
                id: number;
                isPrimary: boolean;
                lastName: string;
                position: string | null;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
              }[];
              createdAt: string;
              creditLimitBgTollBgnMinor: number;
              creditLimitBgTollEurMinor: number;
              creditLimitEuTollBgnMinor: number;
              creditLimitEuTollEurMinor: number;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              customer: {
                birthDate: string | null;
                businessName: string | null;
                city: string;
                companyName: string | null;
                countryCode: string;
                creditLimitMinor: number;
                creditLimitPercent: number | null;
                customerId: string;
                customerType: number;
                firstName: string | null;
                iban: string | null;
                identificationNumber: string;
                identificationType: number;
                lastName: string | null;
                lowBalancePercent: number | null;
                middleName: string | null;
                name: string;
                partnerId: number;
                postalCode: string;
                /** @enum {string} */
                preferredLanguage: 'bg' | 'en';
                street: string;
                title: number | null;
                vatRegistered: boolean;
              };
              customerId: string;
              daysInAdvanceToCreateServiceFee: number;
              defaultContragentId: number | null;
              depositMinor: number;
              dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
              duePaymentDays: number | null;
              emailNotifications: boolean;
              fundingMethodCode: number;
              hasMstsToll: boolean;
              id: number;
              initialPaymentMinor: number;
              lowBalancePercent: number | null;
              notificationEmail: string | null;
              notificationPhone: string | null;
              number: string;
              obligationPeriod:
                ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
              postponeDays: number;
              primaryAccountContact: number | null;
              recipientIban: string | null;
              serviceFeeGenerationFrequency: number;
              signed: boolean;
              signedAt: string | null;
              smsNotifications: boolean;
              /** @enum {string} */
              status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
              statusChangedAt: string | null;
              statusReason: string | null;
              updatedAt: string;
              version: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/accounts/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The customer's own contract: its balances, initial payment and card payments (newest first) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              accountType: number;
              canPayDue: boolean;
              canPayInitial: boolean;
              canTopUp: boolean;
              cardPayments: {
                accountId: number;
                amountMinor: number;
                createdAt: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                id: string;
                paymentNumber: string | null;
                /** @enum {string} */
                purpose: 'TOP_UP' | 'DUE_PAYMENT' | 'INITIAL_PAYMENT';
                resolvedAt: string | null;
                /** @enum {string} */
                state: 'PENDING' | 'APPROVED' | 'FAILED';
              }[];
              creditLimitMinor: number;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              initialPaymentMinor: number;
              initialPaymentPaid: boolean;
              mainBalanceMinor: number;
              owedMinor: number;
              secondaryBalanceMinor: number;
              signed: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/card-payments/{id}/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Asks the card gateway about one of the customer's payments still waiting */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              amountMinor: number;
              createdAt: string;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              id: string;
              paymentNumber: string | null;
              /** @enum {string} */
              purpose: 'TOP_UP' | 'DUE_PAYMENT' | 'INITIAL_PAYMENT';
              resolvedAt: string | null;
              /** @enum {string} */
              state: 'PENDING' | 'APPROVED' | 'FAILED';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/fleet/deliveries/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a delivery again now, under the same event id */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/fleet/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client's fleet API keys (live first): name, scope, prefix, last use */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description ISO 8601 time (UTC) */
              createdAt: string;
              id: number;
              keyPrefix: string;
              lastUsedAt: string | null;
              lastUsedIp: string | null;
              name: string;
              replacedBy: number | null;
              revokedAt: string | null;
              /** @enum {string} */
              scope: 'READ' | 'READ_TOPUP';
            }[];
          };
        };
      };
    };
    put?: never;
    /** Makes a fleet API key: its text is in this answer only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @enum {string} */
            scope: 'READ' | 'READ_TOPUP';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apiKey: {
                /** @description ISO 8601 time (UTC) */
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                lastUsedIp: string | null;
                name: string;
                replacedBy: number | null;
                revokedAt: string | null;
                /** @enum {string} */
                scope: 'READ' | 'READ_TOPUP';
              };
              key: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/fleet/keys/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revokes a key: the next call with it is refused */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description ISO 8601 time (UTC) */
              createdAt: string;
              id: number;
              keyPrefix: string;
              lastUsedAt: string | null;
              lastUsedIp: string | null;
              name: string;
              replacedBy: number | null;
              revokedAt: string | null;
              /** @enum {string} */
              scope: 'READ' | 'READ_TOPUP';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/fleet/keys/{id}/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replaces a key by a new one of the same name and scope; the old one stops working */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              apiKey: {
                /** @description ISO 8601 time (UTC) */
                createdAt: string;
                id: number;
                keyPrefix: string;
                lastUsedAt: string | null;
                lastUsedIp: string | null;
                name: string;
                replacedBy: number | null;
                revokedAt: string | null;
                /** @enum {string} */
                scope: 'READ' | 'READ_TOPUP';
              };
              key: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/fleet/keys/{id}/uses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A key's latest calls: when, from where, what, the answer's status */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ip: string;
              method: string;
              path: string;
              status: number;
              /** @description ISO 8601 time (UTC) */
              usedAt: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/fleet/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client's webhook endpoints */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description ISO 8601 time (UTC) */
              createdAt: string;
              description: string;
              disabledAt: string | null;
              disabledReason: string | null;
              enabled: boolean;
              events: (
                | 'balance.low'
                | 'topup.booked'
                | 'payment.received'
                | 'toll.daily_summary'
                | 'invoice.issued'
                | 'device.status_changed'
                | 'contract.status_changed'
                | 'vehicle.changed'
              )[];
              id: number;
              pending: number;
              url: string;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Registers an endpoint: its signing secret (whsec_…) is in this answer only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default  */
            description?: string;
            /** @default true */
            enabled?: boolean;
            events: (
              | 'balance.low'
              | 'topup.booked'
              | 'payment.received'
              | 'toll.daily_summary'
              | 'invoice.issued'
              | 'device.status_changed'
              | 'contract.status_changed'
              | 'vehicle.changed'
            )[];
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoint: {
                /** @description ISO 8601 time (UTC) */
                createdAt: string;
                description: string;
                disabledAt: string | null;
                disabledReason: string | null;
                enabled: boolean;
                events: (
                  | 'balance.low'
                  | 'topup.booked'
                  | 'payment.received'
                  | 'toll.daily_summary'
                  | 'invoice.issued'
                  | 'device.status_changed'
                  | 'contract.status_changed'
                  | 'vehicle.changed'
                )[];
                id: number;
                pending: number;
                url: string;
              };
              secret: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/fleet/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Changes an endpoint (URL, events, description, enabled) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default  */
            description?: string;
            /** @default true */
            enabled?: boolean;
            events: (
              | 'balance.low'
              | 'topup.booked'
              | 'payment.received'
              | 'toll.daily_summary'
              | 'invoice.issued'
              | 'device.status_changed'
              | 'contract.status_changed'
              | 'vehicle.changed'
            )[];
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description ISO 8601 time (UTC) */
              createdAt: string;
              description: string;
              disabledAt: string | null;
              disabledReason: string | null;
              enabled: boolean;
              events: (
                | 'balance.low'
                | 'topup.booked'
                | 'payment.received'
                | 'toll.daily_summary'
                | 'invoice.issued'
                | 'device.status_changed'
                | 'contract.status_changed'
                | 'vehicle.changed'
              )[];
              id: number;
              pending: number;
              url: string;
            };
          };
        };
      };
    };
    post?: never;
    /** Removes an endpoint; its waiting deliveries are dropped */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/fleet/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint's latest deliveries: the request, the answer, the time it took */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attempts: number;
              /** @description ISO 8601 time (UTC) */
              createdAt: string;
              deliveredAt: string | null;
              eventId: string;
              eventType: string;
              id: number;
              last: {
                /** @description ISO 8601 time (UTC) */
                attemptedAt: string;
                durationMs: number;
                error: string | null;
                requestBody: string;
                requestHeaders: {
                  [key: string]: string;
                };
                responseBody: string | null;
                responseStatus: number | null;
              } | null;
              nextAttemptAt: string | null;
              /** @enum {string} */
              state: 'PENDING' | 'DELIVERED' | 'FAILED';
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/fleet/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a `webhook.test` event to this endpoint */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              eventId: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/obu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's devices and deliveries */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attachments: {
                accountId: number;
                attachedAt: string;
                currency: string;
                depositMinor: number;
                detachedAt: string | null;
                deviceId: number;
                deviceNumber: string;
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                plate: string;
                serialNumber: string;
                unitId: number;
              }[];
              deliveries: {
                accountId: number;
                accountNumber: string;
                city: string | null;
                clientName: string | null;
                closedAt: string | null;
                countryCode: string;
                deliveryMethod: number;
                deviceNumbers: string[];
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                movementId: number | null;
                phone: string | null;
                postalCode: string | null;
                quantity: number;
                recipient: string;
                requestedAt: string;
                shippedAt: string | null;
                /** @enum {string} */
                status:
                  | 'REQUESTED'
                  | 'SHIPPED'
                  | 'DELIVERED'
                  | 'CREATED'
                  | 'LOST'
                  | 'STOLEN'
                  | 'CANCELLED';
                street: string | null;
                trackingNumber: string | null;
                version: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/obu/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer requests devices for one of their contracts */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountId: number;
            city: string;
            /** @default BG */
            countryCode?: string;
            /** @default 2 */
            deliveryMethod?: 1 | 2;
            /** @enum {string} */
            inventoryType:
              'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
            /** @default null */
            phone?: string | null;
            postalCode: string;
            quantity: number;
            recipient: string;
            street: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              accountNumber: string;
              city: string | null;
              clientName: string | null;
              closedAt: string | null;
              countryCode: string;
              deliveryMethod: number;
              deviceNumbers: string[];
              id: number;
              /** @enum {string} */
              inventoryType:
                'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
              movementId: number | null;
              phone: string | null;
              postalCode: string | null;
              quantity: number;
              recipient: string;
              requestedAt: string;
              shippedAt: string | null;
              /** @enum {string} */
              status:
                'REQUESTED' | 'SHIPPED' | 'DELIVERED' | 'CREATED' | 'LOST' | 'STOLEN' | 'CANCELLED';
              street: string | null;
              trackingNumber: string | null;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-care/toll-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's contracts: notice and obligation settings, contacts, vehicles and the devices on them */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                accountType: number;
                activeUnits: number;
                contacts: {
                  city: string;
                  contactEmails: {
                    contactMeansClassId: number;
                    emailAddress: string;
                    isPreferredContactMean: boolean;
                  }[];
                  contactNumbers: {
                    areaCode: string;
                    contactMeansClassId: number;
                    contactNumberTypeId: number;
                    countryCode: string;
                    isPreferredContactMean: boolean;
                    localNumber: string;
                  }[];
                  countryCode: string;
                  firstName: string;
                  id: number;
                  isPrimary: boolean;
                  lastName: string;
                  position: string | null;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                }[];
                createdAt: string;
                creditLimitBgTollBgnMinor: number;
                creditLimitBgTollEurMinor: number;
                creditLimitEuTollBgnMinor: number;
                creditLimitEuTollEurMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                customer: {
                  birthDate: string | null;
                  businessName: string | null;
                  city: string;
                  companyName: string | null;
                  countryCode: string;
                  creditLimitMinor: number;
                  creditLimitPercent: number | null;
                  customerId: string;
                  customerType: number;
                  firstName: string | null;
                  iban: string | null;
                  identificationNumber: string;
                  identificationType: number;
                  lastName: string | null;
                  lowBalancePercent: number | null;
                  middleName: string | null;
                  name: string;
                  partnerId: number;
                  postalCode: string;
                  /** @enum {string} */
                  preferredLanguage: 'bg' | 'en';
                  street: string;
                  title: number | null;
                  vatRegistered: boolean;
                };
                customerId: string;
                daysInAdvanceToCreateServiceFee: number;
                defaultContragentId: number | null;
                depositMinor: number;
                dueDaysCounter: ('CALENDAR' | 'BUSINESS') | null;
                duePaymentDays: number | null;
                emailNotifications: boolean;
                fundingMethodCode: number;
                hasMstsToll: boolean;
                id: number;
                initialPaymentMinor: number;
                lowBalancePercent: number | null;
                notificationEmail: string | null;
                notificationPhone: string | null;
                number: string;
                obligationPeriod:
                  ('DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY') | null;
                postponeDays: number;
                primaryAccountContact: number | null;
                recipientIban: string | null;
                serviceFeeGenerationFrequency: number;
                signed: boolean;
                signedAt: string | null;
                smsNotifications: boolean;
                /** @enum {string} */
                status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'PRE_CLOSED' | 'CLOSED';
                statusChangedAt: string | null;
                statusReason: string | null;
                updatedAt: string;
                version: number;
              };
              devices: {
                attachedAt: string;
                deviceNumber: string;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                serialNumber: string;
                unitId: number;
              }[];
              units: {
                accountId: number;
                accountNumber: string;
                accountUnitId: number;
                axleHeight: number | null;
                closedAt: string | null;
                colour: string | null;
                countryCode: string;
                createdAt: string;
                deliveryMethod: number;
                emissionClass: number;
                length: number | null;
                make: string | null;
                maxDryWeight: number | null;
                maxHeight: number | null;
                maxWetWeight: number;
                model: string | null;
                ownerName: string | null;
                plate: string;
                shippingAddressId: number | null;
                /** @enum {string} */
                status: 'ACTIVE' | 'CLOSED';
                tollCategory:
                  | (
                      | 'UP_TO_3_5T'
                      | 'FROM_3_5_TO_12T'
                      | 'OVER_12T_2_3_AXLES'
                      | 'OVER_12T_4_PLUS_AXLES'
                      | 'BUS'
                    )
                  | null;
                totalAxles: number;
                tractorAxles: number;
                trailerAxles: number;
                trainMaxWeight: number | null;
                tyreType: number;
                /** @enum {string} */
                vehicleType: 'MOTORCYCLE' | 'CAR' | 'BUS' | 'TRUCK' | 'TRACKING_DEVICE' | 'OTHER';
                version: number;
                width: number | null;
                year: number | null;
              }[];
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-service/retrieve-user-details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The site users attached to a toll client (customerId; remoteClientId echoed) */
    get: {
      parameters: {
        query: {
          customerId: string;
          remoteClientId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              clientName: string;
              customerId: string;
              remoteClientId: string | null;
              users: {
                customerId: string | null;
                email: string;
                firstName: string;
                lastName: string;
                status: string;
                userId: number;
                username: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-service/unlink-partner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user detaches themselves from their toll client */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              customerId: null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-service/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach a site user (by username) to a toll client (customerId) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            customerId: string;
            username: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              customerId: string | null;
              email: string;
              firstName: string;
              lastName: string;
              status: string;
              userId: number;
              username: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/self-service/user/detach': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Detach a site user (by username) from a toll client (customerId) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            customerId: string;
            username: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              customerId: string | null;
              email: string;
              firstName: string;
              lastName: string;
              status: string;
              userId: number;
              username: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/send/reports/accountant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mail the accountants' summary of a period (default yesterday) to email (default the caller's) */
    get: {
      parameters: {
        query?: {
          email?: string;
          format?: 'csv' | 'xlsx';
          from_date?: string;
          to_date?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              alreadySent: number;
              deliveries: number;
              queued: number;
              withoutAddress?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/send/reports/bypartnerservice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run every report due (on date, default today per partner time zone) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date?: string;
            partnerIds?: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              alreadySent: number;
              deliveries: number;
              queued: number;
              withoutAddress?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/send/reports/msts/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail each toll customer its MSTS transactions of a period (default the month before) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            customerIds?: string[];
            /**
             * @default xlsx
             * @enum {string}
             */
            format?: 'csv' | 'xlsx';
            from_date?: string;
            to_date?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              alreadySent: number;
              deliveries: number;
              queued: number;
              withoutAddress?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/send/reports/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Send a partner’s reports from from_date to yesterday (to email, if given) */
    get: {
      parameters: {
        query: {
          email?: string;
          from_date?: string;
          partner_id: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              alreadySent: number;
              deliveries: number;
              queued: number;
              withoutAddress?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-fees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Generated service fees, paged (filters f_accountId, f_paymentStatus, f_definitionId) */
    get: {
      parameters: {
        query?: {
          f_accountId?: number;
          f_definitionId?: number;
          f_paymentStatus?: 'NOT_PAID' | 'PAID' | 'CANCELED';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'periodStart' | 'accountNumber' | 'grossMinor' | 'paymentStatus';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountId: number;
                accountNumber: string;
                clientName: string;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                definitionId: number;
                definitionName: string;
                grossMinor: number;
                id: number;
                invoiceId: number | null;
                invoiceNumber: string | null;
                invoiceOn: string;
                netMinor: number;
                /** @enum {string} */
                paymentStatus: 'NOT_PAID' | 'PAID' | 'CANCELED';
                periodEnd: string | null;
                periodStart: string;
                quantity: number;
                unitPriceMinor: number;
                vatMinor: number;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-fees/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel an unpaid fee that is not invoiced yet */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-fees/definitions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Service fee definitions (active first, by name) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @default true */
              active: boolean;
              amountMinor: number;
              /**
               * @default EUR
               * @enum {string}
               */
              currency: 'BGN' | 'EUR';
              descriptionBg: string;
              descriptionEn: string;
              /**
               * @default INVOICE
               * @enum {string}
               */
              documentType: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE';
              /** @enum {string} */
              feeType: 'FIX' | 'ACCOUNT_UNIT';
              id: number;
              /** @enum {string} */
              invoiceBasis: 'MATERIAL' | 'SERVICE';
              /** @default 1 */
              invoicingDay: number;
              name: string;
              /** @enum {string} */
              period: 'NONE' | 'MONTH';
              updatedAt: string;
              /** @default 20 */
              vatPercent: number;
              version: number;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create a service fee definition */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default true */
            active?: boolean;
            amountMinor: number;
            /**
             * @default EUR
             * @enum {string}
             */
            currency?: 'BGN' | 'EUR';
            descriptionBg: string;
            descriptionEn: string;
            /**
             * @default INVOICE
             * @enum {string}
             */
            documentType?: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE';
            /** @enum {string} */
            feeType: 'FIX' | 'ACCOUNT_UNIT';
            /** @enum {string} */
            invoiceBasis: 'MATERIAL' | 'SERVICE';
            /** @default 1 */
            invoicingDay?: number;
            name: string;
            /** @enum {string} */
            period: 'NONE' | 'MONTH';
            /** @default 20 */
            vatPercent?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @default true */
              active: boolean;
              amountMinor: number;
              /**
               * @default EUR
               * @enum {string}
               */
              currency: 'BGN' | 'EUR';
              descriptionBg: string;
              descriptionEn: string;
              /**
               * @default INVOICE
               * @enum {string}
               */
              documentType: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE';
              /** @enum {string} */
              feeType: 'FIX' | 'ACCOUNT_UNIT';
              id: number;
              /** @enum {string} */
              invoiceBasis: 'MATERIAL' | 'SERVICE';
              /** @default 1 */
              invoicingDay: number;
              name: string;
              /** @enum {string} */
              period: 'NONE' | 'MONTH';
              updatedAt: string;
              /** @default 20 */
              vatPercent: number;
              version: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-fees/definitions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a definition (optimistic: the version read); generated fees keep theirs */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default true */
            active?: boolean;
            amountMinor: number;
            /**
             * @default EUR
             * @enum {string}
             */
            currency?: 'BGN' | 'EUR';
            descriptionBg: string;
            descriptionEn: string;
            /**
             * @default INVOICE
             * @enum {string}
             */
            documentType?: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE';
            /** @enum {string} */
            feeType: 'FIX' | 'ACCOUNT_UNIT';
            /** @enum {string} */
            invoiceBasis: 'MATERIAL' | 'SERVICE';
            /** @default 1 */
            invoicingDay?: number;
            name: string;
            /** @enum {string} */
            period: 'NONE' | 'MONTH';
            /** @default 20 */
            vatPercent?: number;
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @default true */
              active: boolean;
              amountMinor: number;
              /**
               * @default EUR
               * @enum {string}
               */
              currency: 'BGN' | 'EUR';
              descriptionBg: string;
              descriptionEn: string;
              /**
               * @default INVOICE
               * @enum {string}
               */
              documentType: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE';
              /** @enum {string} */
              feeType: 'FIX' | 'ACCOUNT_UNIT';
              id: number;
              /** @enum {string} */
              invoiceBasis: 'MATERIAL' | 'SERVICE';
              /** @default 1 */
              invoicingDay: number;
              name: string;
              /** @enum {string} */
              period: 'NONE' | 'MONTH';
              updatedAt: string;
              /** @default 20 */
              vatPercent: number;
              version: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-fees/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The billing run for a day: generate the fees contracts owe and invoice those due (safe to repeat) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date: string;
              feesCreated: number;
              invoicesIssued: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/storage/send/reports/to-partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run the SFTP deliveries of every report due to partners’ storage */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date?: string;
            partnerIds?: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              alreadySent: number;
              deliveries: number;
              queued: number;
              withoutAddress?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/toll-admin/overcharges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform's overcharge on international toll per toll domain, with history */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string;
              id: number;
              name: string;
              overchargeBp: number;
              /** @enum {string} */
              state: 'PAST' | 'CURRENT' | 'SCHEDULED';
              tollDomain: string;
              validFrom: string;
              validTo: string | null;
            }[];
          };
        };
      };
    };
    put?: never;
    /** A new overcharge for one toll domain from a day not yet begun; audited */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            overchargeBp: number;
            tollDomain: string;
            validFrom: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/toll-admin/tariffs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every per-km toll rate by road class, category and emission group, with history */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bgnPer100KmMinor: number;
              /** @enum {string} */
              category: 'FROM_3_5_TO_12T' | 'OVER_12T_2_3_AXLES' | 'OVER_12T_4_PLUS_AXLES' | 'BUS';
              /** @enum {string} */
              emissionGroup: 'EURO_0_I_II' | 'EURO_III_IV' | 'EURO_V' | 'EURO_VI_EEV';
              eurPer100KmMinor: number;
              id: number;
              /** @enum {string} */
              legalCurrency: 'BGN' | 'EUR';
              /** @enum {string} */
              roadClass: 'motorway' | 'first' | 'second';
              /** @enum {string} */
              state: 'PAST' | 'CURRENT' | 'SCHEDULED';
              validFrom: string;
              validTo: string | null;
            }[];
          };
        };
      };
    };
    put?: never;
    /** A new per-km rate for one cell from a day not yet begun; audited */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            category: 'FROM_3_5_TO_12T' | 'OVER_12T_2_3_AXLES' | 'OVER_12T_4_PLUS_AXLES' | 'BUS';
            /** @enum {string} */
            emissionGroup: 'EURO_0_I_II' | 'EURO_III_IV' | 'EURO_V' | 'EURO_VI_EEV';
            eurPer100KmMinor: number;
            /** @enum {string} */
            roadClass: 'motorway' | 'first' | 'second';
            validFrom: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/toll-charges/adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A toll adjustment (debit or credit) on a contract, with its reason; audited */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountId: number;
            amountMinor: number;
            /** @enum {string} */
            currency: 'BGN' | 'EUR';
            /** @enum {string} */
            direction: 'DEBIT' | 'CREDIT';
            reason: string;
            /** Format: uuid */
            requestKey: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              created: boolean;
              transactionId: number;
              /** @enum {string} */
              type: 'TOLL_ADJUSTMENT_DEBIT' | 'TOLL_ADJUSTMENT_CREDIT';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/toll-charges/contracts/{id}/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contract's ledger balances and its latest toll transactions */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              balances: {
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                floorMinor: number | null;
                kind: string;
                ledgerAccountId: number;
                normalBalanceMinor: number;
              }[];
              tolls: {
                amountMinor: number;
                /** @enum {string} */
                currency: 'BGN' | 'EUR';
                dueDate: string | null;
                exitAt: string;
                plate: string;
                segmentId: string;
                /** @enum {string} */
                status: 'POSTED' | 'REFUSED' | 'UNMATCHED';
                transactionId: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/toll-charges/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Imports a CSV file of toll transactions: all or nothing, errors by line number */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            content: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              duplicates: number;
              posted: number;
              received: number;
              refused: number;
              unmatched: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/toll-charging/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The charging system's toll transactions, up to 10,000 a batch, idempotent by transactionId (API key); a batch with an exit before the live months or more than a day ahead is refused whole (422, the rows named) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            transactions: {
              amountMinor: number;
              category: string;
              /** @enum {string} */
              currency: 'BGN' | 'EUR';
              deviceId?: string;
              emissionClass: string;
              /** Format: date-time */
              entryAt: string;
              /** Format: date-time */
              exitAt: string;
              km: number;
              plate: string;
              segmentId: string;
              transactionId: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              duplicates: number;
              posted: number;
              received: number;
              refused: number;
              unmatched: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/toll-segments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Toll segments by id, road number or place */
    get: {
      parameters: {
        query?: {
          limit?: number;
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              charged: boolean;
              /** @enum {string} */
              class: 'motorway' | 'first' | 'second' | 'local';
              from: {
                id: string;
                name: string;
              };
              id: string;
              lengthKm: number;
              road: string;
              speedKmh: number;
              to: {
                id: string;
                name: string;
              };
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/toll-segments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One toll segment, with its toll for axles, emission class and date when given */
    get: {
      parameters: {
        query?: {
          axles?: number;
          date?: string;
          emissionClassId?: number;
          weightKg?: number;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              charged: boolean;
              /** @enum {string} */
              class: 'motorway' | 'first' | 'second' | 'local';
              from: {
                id: string;
                name: string;
              };
              geometry: {
                coordinates: [number, number][];
                /** @enum {string} */
                type: 'LineString';
              };
              id: string;
              lengthKm: number;
              road: string;
              speedKmh: number;
              to: {
                id: string;
                name: string;
              };
              toll: {
                axles: number;
                /** @enum {string} */
                category:
                  | 'UP_TO_3_5T'
                  | 'FROM_3_5_TO_12T'
                  | 'OVER_12T_2_3_AXLES'
                  | 'OVER_12T_4_PLUS_AXLES'
                  | 'BUS';
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                date: string;
                emissionGroup: string;
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
                ratePer100Km: number;
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/toll-segments/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Chosen toll segments as CSV, priced per segment for its axles and date */
    get: {
      parameters: {
        query: {
          axles?: string;
          dates?: string;
          emissionClassId?: number;
          ids: string;
          weightKg?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mails a link that stops every notice to the address (captcha) */
    post: {
      parameters: {
        query?: {
          recaptchaCode?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            /** @enum {string} */
            lang?: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/unsubscribe-confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirms an unsubscribe with the mailed link (one use, 24 hours) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/activate/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activate a user */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              customerId: string | null;
              email: string;
              firstName: string;
              id: number;
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              lastName: string;
              partnerId: number | null;
              posIds: number[];
              roles: {
                /** @enum {string} */
                code:
                  | 'ROLE_RIA'
                  | 'ROLE_USERS'
                  | 'ROLE_C2'
                  | 'ROLE_VIGNETTE_USER'
                  | 'ROLE_ROUTE_PASS_USER'
                  | 'ROLE_C9'
                  | 'ROLE_DELICTS_READ'
                  | 'ROLE_DELICTS_WRITE'
                  | 'ROLE_ACCOUNTANT'
                  | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
                  | 'ROLE_OBU_SERVICE'
                  | 'ROLE_CUSTOMERS_READ'
                  | 'ROLE_CUSTOMERS_WRITE'
                  | 'ROLE_OBU_READ'
                  | 'ROLE_OBU_WRITE'
                  | 'ROLE_UNITS_READ'
                  | 'ROLE_UNITS_WRITE'
                  | 'ROLE_HANDOUT_WRITE'
                  | 'ROLE_NOTIFICATIONS_READ'
                  | 'ROLE_INVOICE_PAYMENTS'
                  | 'ROLE_EDIT_INVOICES'
                  | 'ROLE_VIEW_INVOICES'
                  | 'ROLE_VIEW_APIS'
                  | 'ROLE_PARTNER_ADMIN'
                  | 'ROLE_ADMIN'
                  | 'ROLE_CONCORD_ADMIN'
                  | 'ROLE_TOLL_ADMIN'
                  | 'ROLE_FISCAL_DEVICE'
                  | 'ROLE_DELICT_USER';
              }[];
              /** @enum {string} */
              status: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
              username: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users (a partner administrator sees their partner’s) */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          q?: string;
          status?: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                createdAt: string;
                customerId: string | null;
                email: string;
                firstName: string;
                id: number;
                /** @enum {string} */
                lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
                lastName: string;
                partnerId: number | null;
                posIds: number[];
                roles: {
                  /** @enum {string} */
                  code:
                    | 'ROLE_RIA'
                    | 'ROLE_USERS'
                    | 'ROLE_C2'
                    | 'ROLE_VIGNETTE_USER'
                    | 'ROLE_ROUTE_PASS_USER'
                    | 'ROLE_C9'
                    | 'ROLE_DELICTS_READ'
                    | 'ROLE_DELICTS_WRITE'
                    | 'ROLE_ACCOUNTANT'
                    | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
                    | 'ROLE_OBU_SERVICE'
                    | 'ROLE_CUSTOMERS_READ'
                    | 'ROLE_CUSTOMERS_WRITE'
                    | 'ROLE_OBU_READ'
                    | 'ROLE_OBU_WRITE'
                    | 'ROLE_UNITS_READ'
                    | 'ROLE_UNITS_WRITE'
                    | 'ROLE_HANDOUT_WRITE'
                    | 'ROLE_NOTIFICATIONS_READ'
                    | 'ROLE_INVOICE_PAYMENTS'
                    | 'ROLE_EDIT_INVOICES'
                    | 'ROLE_VIEW_INVOICES'
                    | 'ROLE_VIEW_APIS'
                    | 'ROLE_PARTNER_ADMIN'
                    | 'ROLE_ADMIN'
                    | 'ROLE_CONCORD_ADMIN'
                    | 'ROLE_TOLL_ADMIN'
                    | 'ROLE_FISCAL_DEVICE'
                    | 'ROLE_DELICT_USER';
                }[];
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
                username: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/all/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The users of the list’s search and filter as CSV, streamed */
    get: {
      parameters: {
        query?: {
          format?: 'csv';
          q?: string;
          status?: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/authenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in: an access token (15 min) and a refresh token */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
            rememberMe?: boolean;
            userName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              expiresIn: number;
              refreshToken: string;
              token: string;
              user: {
                createdAt: string;
                customerId: string | null;
                email: string;
                firstName: string;
                id: number;
                /** @enum {string} */
                lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
                lastName: string;
                partnerId: number | null;
                posIds: number[];
                roles: {
                  /** @enum {string} */
                  code:
                    | 'ROLE_RIA'
                    | 'ROLE_USERS'
                    | 'ROLE_C2'
                    | 'ROLE_VIGNETTE_USER'
                    | 'ROLE_ROUTE_PASS_USER'
                    | 'ROLE_C9'
                    | 'ROLE_DELICTS_READ'
                    | 'ROLE_DELICTS_WRITE'
                    | 'ROLE_ACCOUNTANT'
                    | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
                    | 'ROLE_OBU_SERVICE'
                    | 'ROLE_CUSTOMERS_READ'
                    | 'ROLE_CUSTOMERS_WRITE'
                    | 'ROLE_OBU_READ'
                    | 'ROLE_OBU_WRITE'
                    | 'ROLE_UNITS_READ'
                    | 'ROLE_UNITS_WRITE'
                    | 'ROLE_HANDOUT_WRITE'
                    | 'ROLE_NOTIFICATIONS_READ'
                    | 'ROLE_INVOICE_PAYMENTS'
                    | 'ROLE_EDIT_INVOICES'
                    | 'ROLE_VIEW_INVOICES'
                    | 'ROLE_VIEW_APIS'
                    | 'ROLE_PARTNER_ADMIN'
                    | 'ROLE_ADMIN'
                    | 'ROLE_CONCORD_ADMIN'
                    | 'ROLE_TOLL_ADMIN'
                    | 'ROLE_FISCAL_DEVICE'
                    | 'ROLE_DELICT_USER';
                }[];
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
                username: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/authentication/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rotate the refresh token (sent as the bearer token) for new tokens */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              expiresIn: number;
              refreshToken: string;
              token: string;
              user: {
                createdAt: string;
                customerId: string | null;
                email: string;
                firstName: string;
                id: number;
                /** @enum {string} */
                lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
                lastName: string;
                partnerId: number | null;
                posIds: number[];
                roles: {
                  /** @enum {string} */
                  code:
                    | 'ROLE_RIA'
                    | 'ROLE_USERS'
                    | 'ROLE_C2'
                    | 'ROLE_VIGNETTE_USER'
                    | 'ROLE_ROUTE_PASS_USER'
                    | 'ROLE_C9'
                    | 'ROLE_DELICTS_READ'
                    | 'ROLE_DELICTS_WRITE'
                    | 'ROLE_ACCOUNTANT'
                    | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
                    | 'ROLE_OBU_SERVICE'
                    | 'ROLE_CUSTOMERS_READ'
                    | 'ROLE_CUSTOMERS_WRITE'
                    | 'ROLE_OBU_READ'
                    | 'ROLE_OBU_WRITE'
                    | 'ROLE_UNITS_READ'
                    | 'ROLE_UNITS_WRITE'
                    | 'ROLE_HANDOUT_WRITE'
                    | 'ROLE_NOTIFICATIONS_READ'
                    | 'ROLE_INVOICE_PAYMENTS'
                    | 'ROLE_EDIT_INVOICES'
                    | 'ROLE_VIEW_INVOICES'
                    | 'ROLE_VIEW_APIS'
                    | 'ROLE_PARTNER_ADMIN'
                    | 'ROLE_ADMIN'
                    | 'ROLE_CONCORD_ADMIN'
                    | 'ROLE_TOLL_ADMIN'
                    | 'ROLE_FISCAL_DEVICE'
                    | 'ROLE_DELICT_USER';
                }[];
                /** @enum {string} */
                status: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
                username: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Activate an account from the mailed link */
    get: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** @enum {string} */
              status: 'ACTIVATED';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/decommission/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Decommission a user (no more logins; sessions end) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete own account (password required) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a user (personal data erased) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              customerId: string | null;
              email: string;
              firstName: string;
              id: number;
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              lastName: string;
              partnerId: number | null;
              posIds: number[];
              roles: {
                /** @enum {string} */
                code:
                  | 'ROLE_RIA'
                  | 'ROLE_USERS'
                  | 'ROLE_C2'
                  | 'ROLE_VIGNETTE_USER'
                  | 'ROLE_ROUTE_PASS_USER'
                  | 'ROLE_C9'
                  | 'ROLE_DELICTS_READ'
                  | 'ROLE_DELICTS_WRITE'
                  | 'ROLE_ACCOUNTANT'
                  | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
                  | 'ROLE_OBU_SERVICE'
                  | 'ROLE_CUSTOMERS_READ'
                  | 'ROLE_CUSTOMERS_WRITE'
                  | 'ROLE_OBU_READ'
                  | 'ROLE_OBU_WRITE'
                  | 'ROLE_UNITS_READ'
                  | 'ROLE_UNITS_WRITE'
                  | 'ROLE_HANDOUT_WRITE'
                  | 'ROLE_NOTIFICATIONS_READ'
                  | 'ROLE_INVOICE_PAYMENTS'
                  | 'ROLE_EDIT_INVOICES'
                  | 'ROLE_VIEW_INVOICES'
                  | 'ROLE_VIEW_APIS'
                  | 'ROLE_PARTNER_ADMIN'
                  | 'ROLE_ADMIN'
                  | 'ROLE_CONCORD_ADMIN'
                  | 'ROLE_TOLL_ADMIN'
                  | 'ROLE_FISCAL_DEVICE'
                  | 'ROLE_DELICT_USER';
              }[];
              /** @enum {string} */
              status: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
              username: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a new password from a reset link; ends every session */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/password/change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change own password; ends the other sessions */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currentPassword: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password-reset link (same answer for unknown addresses) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            recaptchaCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register (public, captcha, activation mail) or, for user managers, create staff */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            firstName: string;
            /**
             * @default bg
             * @enum {string}
             */
            lang?: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
            lastName: string;
            partnerId?: number | null;
            password: string;
            posIds?: number[];
            recaptchaCode?: string;
            roles?: (
              | 'ROLE_RIA'
              | 'ROLE_USERS'
              | 'ROLE_C2'
              | 'ROLE_VIGNETTE_USER'
              | 'ROLE_ROUTE_PASS_USER'
              | 'ROLE_C9'
              | 'ROLE_DELICTS_READ'
              | 'ROLE_DELICTS_WRITE'
              | 'ROLE_ACCOUNTANT'
              | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
              | 'ROLE_OBU_SERVICE'
              | 'ROLE_CUSTOMERS_READ'
              | 'ROLE_CUSTOMERS_WRITE'
              | 'ROLE_OBU_READ'
              | 'ROLE_OBU_WRITE'
              | 'ROLE_UNITS_READ'
              | 'ROLE_UNITS_WRITE'
              | 'ROLE_HANDOUT_WRITE'
              | 'ROLE_NOTIFICATIONS_READ'
              | 'ROLE_INVOICE_PAYMENTS'
              | 'ROLE_EDIT_INVOICES'
              | 'ROLE_VIEW_INVOICES'
              | 'ROLE_VIEW_APIS'
              | 'ROLE_PARTNER_ADMIN'
              | 'ROLE_ADMIN'
              | 'ROLE_CONCORD_ADMIN'
              | 'ROLE_TOLL_ADMIN'
              | 'ROLE_FISCAL_DEVICE'
              | 'ROLE_DELICT_USER'
            )[];
            username: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              customerId: string | null;
              email: string;
              firstName: string;
              id: number;
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              lastName: string;
              partnerId: number | null;
              posIds: number[];
              roles: {
                /** @enum {string} */
                code:
                  | 'ROLE_RIA'
                  | 'ROLE_USERS'
                  | 'ROLE_C2'
                  | 'ROLE_VIGNETTE_USER'
                  | 'ROLE_ROUTE_PASS_USER'
                  | 'ROLE_C9'
                  | 'ROLE_DELICTS_READ'
                  | 'ROLE_DELICTS_WRITE'
                  | 'ROLE_ACCOUNTANT'
                  | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
                  | 'ROLE_OBU_SERVICE'
                  | 'ROLE_CUSTOMERS_READ'
                  | 'ROLE_CUSTOMERS_WRITE'
                  | 'ROLE_OBU_READ'
                  | 'ROLE_OBU_WRITE'
                  | 'ROLE_UNITS_READ'
                  | 'ROLE_UNITS_WRITE'
                  | 'ROLE_HANDOUT_WRITE'
                  | 'ROLE_NOTIFICATIONS_READ'
                  | 'ROLE_INVOICE_PAYMENTS'
                  | 'ROLE_EDIT_INVOICES'
                  | 'ROLE_VIEW_INVOICES'
                  | 'ROLE_VIEW_APIS'
                  | 'ROLE_PARTNER_ADMIN'
                  | 'ROLE_ADMIN'
                  | 'ROLE_CONCORD_ADMIN'
                  | 'ROLE_TOLL_ADMIN'
                  | 'ROLE_FISCAL_DEVICE'
                  | 'ROLE_DELICT_USER';
              }[];
              /** @enum {string} */
              status: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
              username: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/reminder-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How the signed-in user is reminded of expiring vignettes (mail, and SMS) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              phone: string | null;
              sms: boolean;
            };
          };
        };
      };
    };
    /** Sets the signed-in user’s reminders: by SMS as well as mail to a mobile number, or mail only */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            phone?: '' | string;
            sms: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              phone: string | null;
              sms: boolean;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's sales, newest first (fe_active=true: still valid ones) */
    get: {
      parameters: {
        query?: {
          fe_active?: 'true' | 'false';
          page?: number;
          size?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              page: number;
              sales: {
                createdAt: string;
                email: string;
                items: {
                  countryCode: string;
                  currencyAmount: {
                    amountBGN: number;
                    amountEUR: number;
                  };
                  delictDocumentNumber: string | null;
                  description: string;
                  failure: string | null;
                  id: string;
                  /** @enum {string} */
                  kind: 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
                  lpn: string;
                  period:
                    ('DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL') | null;
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                  productId: string | null;
                  refunded: boolean;
                  routePassId: string | null;
                  routePassNumber: string | null;
                  routePoints: string[] | null;
                  /** @enum {string} */
                  status: 'PENDING' | 'ACTIVE' | 'ACTIVATION_FAILED' | 'CANCELLED' | 'REVERSED';
                  validity: {
                    from: string;
                    to: string;
                  };
                  vehicleType: ('car' | 'trailer') | null;
                  vignetteId: string | null;
                  vignetteNumber: string | null;
                }[];
                /** @enum {string} */
                lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
                orderNumber: string;
                payment: {
                  action: string | null;
                  approval: string | null;
                  category: ('approved' | 'declined' | 'retry' | 'error' | 'verify') | null;
                  mayPayAgain: boolean;
                  message: string | null;
                  paidAt: string | null;
                  rc: string | null;
                  rrn: string | null;
                } | null;
                pending: boolean;
                refund: {
                  currencyAmount: {
                    amountBGN: number;
                    amountEUR: number;
                  };
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                  /** @enum {string} */
                  status: 'PENDING' | 'DONE' | 'FAILED';
                } | null;
                /** @enum {string} */
                status:
                  | 'AWAITING_PAYMENT'
                  | 'PAYMENT_UNKNOWN'
                  | 'PAYMENT_FAILED'
                  | 'ACTIVATED'
                  | 'PARTIALLY_ACTIVATED'
                  | 'ACTIVATION_FAILED'
                  | 'EXPIRED';
                total: {
                  currencyAmount: {
                    amountBGN: number;
                    amountEUR: number;
                  };
                  price: {
                    amount: number;
                    /** @enum {string} */
                    currency: 'BGN' | 'EUR';
                    minor: number;
                  };
                };
                transId: string;
              }[];
              size: number;
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change own name or language */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            firstName?: string;
            /** @enum {string} */
            lang?: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
            lastName?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              customerId: string | null;
              email: string;
              firstName: string;
              id: number;
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              lastName: string;
              partnerId: number | null;
              posIds: number[];
              roles: {
                /** @enum {string} */
                code:
                  | 'ROLE_RIA'
                  | 'ROLE_USERS'
                  | 'ROLE_C2'
                  | 'ROLE_VIGNETTE_USER'
                  | 'ROLE_ROUTE_PASS_USER'
                  | 'ROLE_C9'
                  | 'ROLE_DELICTS_READ'
                  | 'ROLE_DELICTS_WRITE'
                  | 'ROLE_ACCOUNTANT'
                  | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
                  | 'ROLE_OBU_SERVICE'
                  | 'ROLE_CUSTOMERS_READ'
                  | 'ROLE_CUSTOMERS_WRITE'
                  | 'ROLE_OBU_READ'
                  | 'ROLE_OBU_WRITE'
                  | 'ROLE_UNITS_READ'
                  | 'ROLE_UNITS_WRITE'
                  | 'ROLE_HANDOUT_WRITE'
                  | 'ROLE_NOTIFICATIONS_READ'
                  | 'ROLE_INVOICE_PAYMENTS'
                  | 'ROLE_EDIT_INVOICES'
                  | 'ROLE_VIEW_INVOICES'
                  | 'ROLE_VIEW_APIS'
                  | 'ROLE_PARTNER_ADMIN'
                  | 'ROLE_ADMIN'
                  | 'ROLE_CONCORD_ADMIN'
                  | 'ROLE_TOLL_ADMIN'
                  | 'ROLE_FISCAL_DEVICE'
                  | 'ROLE_DELICT_USER';
              }[];
              /** @enum {string} */
              status: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
              username: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/update/admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change a user’s data, roles and points of sale */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email?: string;
            firstName?: string;
            id: number;
            /** @enum {string} */
            lang?: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
            lastName?: string;
            partnerId?: number | null;
            posIds?: number[];
            roles?: (
              | 'ROLE_RIA'
              | 'ROLE_USERS'
              | 'ROLE_C2'
              | 'ROLE_VIGNETTE_USER'
              | 'ROLE_ROUTE_PASS_USER'
              | 'ROLE_C9'
              | 'ROLE_DELICTS_READ'
              | 'ROLE_DELICTS_WRITE'
              | 'ROLE_ACCOUNTANT'
              | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
              | 'ROLE_OBU_SERVICE'
              | 'ROLE_CUSTOMERS_READ'
              | 'ROLE_CUSTOMERS_WRITE'
              | 'ROLE_OBU_READ'
              | 'ROLE_OBU_WRITE'
              | 'ROLE_UNITS_READ'
              | 'ROLE_UNITS_WRITE'
              | 'ROLE_HANDOUT_WRITE'
              | 'ROLE_NOTIFICATIONS_READ'
              | 'ROLE_INVOICE_PAYMENTS'
              | 'ROLE_EDIT_INVOICES'
              | 'ROLE_VIEW_INVOICES'
              | 'ROLE_VIEW_APIS'
              | 'ROLE_PARTNER_ADMIN'
              | 'ROLE_ADMIN'
              | 'ROLE_CONCORD_ADMIN'
              | 'ROLE_TOLL_ADMIN'
              | 'ROLE_FISCAL_DEVICE'
              | 'ROLE_DELICT_USER'
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdAt: string;
              customerId: string | null;
              email: string;
              firstName: string;
              id: number;
              /** @enum {string} */
              lang: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
              lastName: string;
              partnerId: number | null;
              posIds: number[];
              roles: {
                /** @enum {string} */
                code:
                  | 'ROLE_RIA'
                  | 'ROLE_USERS'
                  | 'ROLE_C2'
                  | 'ROLE_VIGNETTE_USER'
                  | 'ROLE_ROUTE_PASS_USER'
                  | 'ROLE_C9'
                  | 'ROLE_DELICTS_READ'
                  | 'ROLE_DELICTS_WRITE'
                  | 'ROLE_ACCOUNTANT'
                  | 'ROLE_CENTRAL_WAREHOUSE_ADMIN'
                  | 'ROLE_OBU_SERVICE'
                  | 'ROLE_CUSTOMERS_READ'
                  | 'ROLE_CUSTOMERS_WRITE'
                  | 'ROLE_OBU_READ'
                  | 'ROLE_OBU_WRITE'
                  | 'ROLE_UNITS_READ'
                  | 'ROLE_UNITS_WRITE'
                  | 'ROLE_HANDOUT_WRITE'
                  | 'ROLE_NOTIFICATIONS_READ'
                  | 'ROLE_INVOICE_PAYMENTS'
                  | 'ROLE_EDIT_INVOICES'
                  | 'ROLE_VIEW_INVOICES'
                  | 'ROLE_VIEW_APIS'
                  | 'ROLE_PARTNER_ADMIN'
                  | 'ROLE_ADMIN'
                  | 'ROLE_CONCORD_ADMIN'
                  | 'ROLE_TOLL_ADMIN'
                  | 'ROLE_FISCAL_DEVICE'
                  | 'ROLE_DELICT_USER';
              }[];
              /** @enum {string} */
              status: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
              username: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/update/password/admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a user’s password; their sessions end */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/businesstypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Master list: businesstypes */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Countries (master list) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string;
              countryName: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/customertypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Master list: customertypes */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/emissionclasses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Master list: emissionclasses */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/fundingMethods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Master list: fundingMethods */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/identificationtypes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Identification types for a customer type (1 individual, 2 business) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              customerTypeId: number;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/inventoryTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Master list: inventoryTypes */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/languages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Master list: languages */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/regions/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Regions of a country */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          code: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              countryCode: string;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/titles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Master list: titles */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/c5/master/vehicleclasses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Master list: vehicleclasses */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vignette catalogue grouped by vehicle category and emission class, periods by ascending price */
    get: {
      parameters: {
        query?: {
          at?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              at: string;
              categories: {
                categoryDescriptionText: string;
                emissionClasses: {
                  emissionClass: string | null;
                  emissionClassText: string | null;
                  products: {
                    categoryDescriptionText: string;
                    currencyAmount: {
                      amountBGN: number;
                      amountEUR: number;
                    };
                    emissionClass: string | null;
                    emissionClassText: string | null;
                    id: string;
                    price: {
                      amount: number;
                      /** @enum {string} */
                      currency: 'BGN' | 'EUR';
                      minor: number;
                    };
                    tariffValidFrom: string;
                    /** @enum {string} */
                    validityType:
                      'DAILY' | 'WEEKEND' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL';
                    validityTypeText: string;
                    /** @enum {string} */
                    vehicleType: 'car' | 'trailer';
                    vehicleTypeText: string;
                  }[];
                }[];
                /** @enum {string} */
                vehicleType: 'car' | 'trailer';
                vehicleTypeText: string;
              }[];
              /** @enum {string} */
              primaryCurrency: 'BGN' | 'EUR';
              secondaryCurrency: ('BGN' | 'EUR') | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's saved vehicles */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string;
              createdAt: string;
              id: number;
              label: string | null;
              lpn: string;
              /** @enum {string} */
              vehicleType: 'car' | 'trailer';
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicles/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save a vehicle (country, plate, vignette vehicle type, a label); once per plate */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            countryCode: string;
            /** @default null */
            label?: string | null;
            lpn: string;
            /**
             * @default car
             * @enum {string}
             */
            vehicleType?: 'car' | 'trailer';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string;
              createdAt: string;
              id: number;
              label: string | null;
              lpn: string;
              /** @enum {string} */
              vehicleType: 'car' | 'trailer';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicles/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete saved vehicles by id (idList): all of them, or none when one is not yours */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            idList: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vignette/emails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds an e-mail address for notices about a bought vignette (captcha) */
    post: {
      parameters: {
        query?: {
          recaptchaCode?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            countryCode: string;
            email: string;
            /** @enum {string} */
            lang?: 'bg' | 'en' | 'ro' | 'tr' | 'el' | 'de';
            lpn: string;
            phone?: '' | string;
            vignetteNumber: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vignette/plate-correction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Orders a plate correction: the fee as a sale priced by the server, answered with the signed card-gateway form (as /purchasePayment) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            consents: {
              noRefund: boolean;
              terms: boolean;
              wrongPlate?: boolean;
            };
            email: string;
            lpn: string;
            vignetteNumber: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orderNumber: string;
              payment: {
                action: string;
                fields: {
                  [key: string]: string;
                };
                /** @enum {string} */
                method: 'POST';
              };
              total: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              transId: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vignette/plate-correction/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks a plate correction of a bought vignette (number and purchase e-mail; up to 2 characters, once, before the start; captcha) and answers the fee */
    post: {
      parameters: {
        query?: {
          recaptchaCode?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            lpn: string;
            vignetteNumber: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string;
              fee: {
                currencyAmount: {
                  amountBGN: number;
                  amountEUR: number;
                };
                price: {
                  amount: number;
                  /** @enum {string} */
                  currency: 'BGN' | 'EUR';
                  minor: number;
                };
              };
              newPlate: string;
              oldPlate: string;
              validity: {
                from: string;
                to: string;
              };
              vignetteNumber: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vignette/validateapi/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vignettes of a vehicle (country and plate) or one by its number; captcha */
    get: {
      parameters: {
        query?: {
          countryCode?: string;
          isSocial?: 'true' | 'false';
          lpn?: string;
          recaptchaCode?: string;
          vignetteNumber?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              countryCode: string | null;
              lpn: string | null;
              vignettes: {
                category: string;
                countryCode: string;
                emissionClassGroup: string | null;
                isSocial: boolean;
                lpn: string;
                number: string | null;
                period: string | null;
                periodText: string | null;
                /** @enum {string} */
                status: 'NOT_STARTED' | 'ACTIVE' | 'EXPIRED' | 'DEACTIVATED';
                statusText: string;
                validFrom: string;
                validTo: string;
                vehicleType: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warehouses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Warehouses */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              address: string | null;
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    /** Create a warehouse */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default null */
            address?: string | null;
            code: string;
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              address: string | null;
              code: string;
              id: number;
              name: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warehouses/handouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hand devices out at the desk to a contract (CREATED delivery, HANDOUT movement); a line with a vehicle attaches the device and charges its deposit */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountId: number;
            documentDate: string;
            documentNumber: string;
            /** @enum {string} */
            inventoryType:
              'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
            lines: {
              /** @default null */
              accountUnitId?: number | null;
              deviceNumber: string;
            }[];
            /** @default null */
            note?: string | null;
            recipient: string;
            warehouseId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery: {
                accountId: number;
                accountNumber: string;
                city: string | null;
                clientName: string | null;
                closedAt: string | null;
                countryCode: string;
                deliveryMethod: number;
                deviceNumbers: string[];
                id: number;
                /** @enum {string} */
                inventoryType:
                  'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
                movementId: number | null;
                phone: string | null;
                postalCode: string | null;
                quantity: number;
                recipient: string;
                requestedAt: string;
                shippedAt: string | null;
                /** @enum {string} */
                status:
                  | 'REQUESTED'
                  | 'SHIPPED'
                  | 'DELIVERED'
                  | 'CREATED'
                  | 'LOST'
                  | 'STOLEN'
                  | 'CANCELLED';
                street: string | null;
                trackingNumber: string | null;
                version: number;
              };
              message: string;
              movement: {
                accountId: number | null;
                accountNumber: string | null;
                createdAt: string;
                createdBy: string | null;
                deviceCount: number;
                documentDate: string;
                documentNumber: string;
                id: number;
                /** @enum {string} */
                movementType: 'SUPPLY' | 'RETURN' | 'RECYCLING' | 'SERVICED' | 'SALE' | 'HANDOUT';
                note: string | null;
                vendor: string | null;
                warehouseId: number;
                warehouseName: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warehouses/handouts/contract': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The hand-out desk: a contract by number with its vehicles and their devices */
    get: {
      parameters: {
        query: {
          number: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: number;
              clientName: string | null;
              number: string;
              status: string;
              vehicles: {
                accountUnitId: number;
                deviceNumber: string | null;
                plate: string;
                vehicleType: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warehouses/movements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock movements with their documents; f_movementType, f_warehouseId, q (document) */
    get: {
      parameters: {
        query?: {
          f_movementType?: 'SUPPLY' | 'RETURN' | 'RECYCLING' | 'SERVICED' | 'SALE' | 'HANDOUT';
          f_warehouseId?: number;
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'id' | 'documentDate';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                accountId: number | null;
                accountNumber: string | null;
                createdAt: string;
                createdBy: string | null;
                deviceCount: number;
                documentDate: string;
                documentNumber: string;
                id: number;
                /** @enum {string} */
                movementType: 'SUPPLY' | 'RETURN' | 'RECYCLING' | 'SERVICED' | 'SALE' | 'HANDOUT';
                note: string | null;
                vendor: string | null;
                warehouseId: number;
                warehouseName: string;
              }[];
              page: number;
              pageSize: number;
              total: number;
              totalCapped?: boolean;
            };
          };
        };
      };
    };
    put?: never;
    /** Record a return, recycling, serviced or sale movement of known devices */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            condition?:
              'OK' | 'SCRAP' | 'DAMAGED' | 'DEFECTIVE' | 'NOT_CHECKED' | 'DEFECTIVE_REPLACED';
            deviceNumbers: string[];
            documentDate: string;
            documentNumber: string;
            /** @enum {string} */
            movementType: 'RETURN' | 'RECYCLING' | 'SERVICED' | 'SALE';
            /** @default null */
            note?: string | null;
            warehouseId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              movement: {
                accountId: number | null;
                accountNumber: string | null;
                createdAt: string;
                createdBy: string | null;
                deviceCount: number;
                documentDate: string;
                documentNumber: string;
                id: number;
                /** @enum {string} */
                movementType: 'SUPPLY' | 'RETURN' | 'RECYCLING' | 'SERVICED' | 'SALE' | 'HANDOUT';
                note: string | null;
                vendor: string | null;
                warehouseId: number;
                warehouseName: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warehouses/movements/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A movement's document as a PDF (a hand-out's hand-over protocol), in bg or en */
    get: {
      parameters: {
        query?: {
          lang?: 'bg' | 'en';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warehouses/receive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Receive a vendor's delivery from its CSV of serial numbers: all or nothing */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            csv: string;
            documentDate: string;
            documentNumber: string;
            /** @enum {string} */
            inventoryType:
              'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
            /** @default null */
            note?: string | null;
            vendor: string;
            warehouseId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              movement: {
                accountId: number | null;
                accountNumber: string | null;
                createdAt: string;
                createdBy: string | null;
                deviceCount: number;
                documentDate: string;
                documentNumber: string;
                id: number;
                /** @enum {string} */
                movementType: 'SUPPLY' | 'RETURN' | 'RECYCLING' | 'SERVICED' | 'SALE' | 'HANDOUT';
                note: string | null;
                vendor: string | null;
                warehouseId: number;
                warehouseName: string;
              };
              received: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warehouses/stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock by warehouse, type, condition and status */
    get: {
      parameters: {
        query?: {
          f_warehouseId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              condition:
                'OK' | 'SCRAP' | 'DAMAGED' | 'DEFECTIVE' | 'NOT_CHECKED' | 'DEFECTIVE_REPLACED';
              count: number;
              /** @enum {string} */
              inventoryType:
                'OBU' | 'MYFARE' | 'TRACKER' | 'MYFARE_SALE' | 'TAG_DSRC' | 'MYFARE_NON_REUSABLE';
              /** @enum {string} */
              status:
                | 'AVAILABLE'
                | 'ATTACHED'
                | 'DETACHED'
                | 'IN_TRANSIT'
                | 'FOR_RECYCLING'
                | 'DISCARDED';
              warehouseId: number | null;
              warehouseName: string | null;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warehouses/stock/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stock summary as CSV or XLSX */
    get: {
      parameters: {
        query?: {
          f_warehouseId?: number;
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

// Types of the parts of mt940js 1.x (plain JavaScript, no types of its own) that the bank module reads.
declare module 'mt940js' {
  export type Mt940Transaction = {
    date: Date;
    entryDate?: Date;
    amount: number;
    isReversal: boolean;
    currency: string;
    details: string;
    transactionType: string;
    reference: string;
    bankReference?: string;
    extraDetails?: string;
    structuredDetails?: Record<string, string>;
  };
  export type Mt940Statement = {
    transactionReference: string;
    accountIdentification: string;
    number: { statement: string; sequence: string; section: string };
    openingBalanceDate: Date;
    closingBalanceDate: Date;
    currency: string;
    openingBalance: number;
    closingBalance: number;
    transactions: Mt940Transaction[];
  };
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): Mt940Statement[];
  }
}

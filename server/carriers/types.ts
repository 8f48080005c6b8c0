import {
  CARRIER_MESSAGES,
  type TCarrierOperation,
  type TCourierInterface,
  type TQuote,
} from '../../src/contract/consign';

/*
 * What every carrier adapter shares: the one shape every way of booking freight takes (the
 * site's own rate card, or a carrier platform over HTTP), its requests and answers, and the
 * error a failed call throws. The adapters and http.ts import only this file from here; the
 * registry (carrier.ts) imports the adapters, so nothing imports back up.
 */

/** An address as carriers take it. */
export type CarrierAddress = {
  name: string;
  address_1: string;
  address_2?: string;
  town: string;
  state: string;
  postcode: string;
  phone?: string;
  email?: string;
  instructions?: string;
  residential?: boolean;
};

/** One pack (container) to carry: kilograms and cubic metres. */
export type CarrierParcel = {
  container_id: number;
  sscc_number: string;
  weight: number;
  volume: number;
};

export type QuoteRequest = {
  /** YYYY-MM-DD. */
  despatch_date: string;
  sender: CarrierAddress;
  receiver: CarrierAddress;
  parcels: CarrierParcel[];
};

/** A quote as a carrier answers it (document 1 "Quote"). */
export type CarrierQuote = TQuote;

export type BookRequest = QuoteRequest & {
  quote: CarrierQuote;
  /** The shipment reference (the orders). */
  reference: string;
  sales_orders: string[];
};

/** What a booking answers: the carrier's consignment id, its connote and the price. */
export type Booking = {
  consignment: string;
  connote: string;
  shipment_total: number;
  etd: string | null;
};

export type Tracking = { tracking_status: string; delivered: boolean };

export type AddressCheck = {
  valid: boolean;
  suggestions: { town: string; state: string; postcode: string }[];
};

export interface Carrier {
  readonly courier_interface: TCourierInterface;
  /** Every service's quote, any order. */
  quote(request: QuoteRequest, signal?: AbortSignal): Promise<CarrierQuote[]>;
  book(request: BookRequest, signal?: AbortSignal): Promise<Booking>;
  /** Hand booked connotes over together; answers the carrier's manifest number. */
  manifest(connotes: string[], signal?: AbortSignal): Promise<{ manifest: string }>;
  delete(connote: string, signal?: AbortSignal): Promise<void>;
  track(connote: string, signal?: AbortSignal): Promise<Tracking>;
  validateAddress(
    location: { town: string; state: string; postcode: string },
    signal?: AbortSignal,
  ): Promise<AddressCheck>;
}

/** A carrier that failed or refused: carries the documents' message for the operation. */
export class CarrierError extends Error {
  constructor(
    readonly operation: TCarrierOperation,
    readonly detail: string,
  ) {
    super(CARRIER_MESSAGES[operation]);
    this.name = 'CarrierError';
  }
}

/** A carrier platform's connection (document 3 "URL set"); `key` is the secret. */
export type UrlSetConfig = {
  url_set: string;
  platform: string;
  base_url: string;
  username: string;
  key: string;
  sender_name: string;
  sender_address_1: string;
  sender_town: string;
  sender_state: string;
  sender_postcode: string;
  sender_phone: string;
  sender_email: string;
};

/** How long a carrier call may take before it is abandoned. */
export const CARRIER_TIMEOUT_MS = 10_000;

/** The carrier time-out: CARRIER_TIMEOUT_MS from the environment, else 10 s. */
export function carrierTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.CARRIER_TIMEOUT_MS);
  return Number.isInteger(n) && n > 0 ? n : CARRIER_TIMEOUT_MS;
}

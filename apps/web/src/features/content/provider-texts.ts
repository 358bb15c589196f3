import type { VignetteProvider } from '@toll/domain/sale-channels';
import type { ContentPage } from './content-types';

/** The texts of `about-{provider}` and `how-to-buy-e-vignette-from-{provider}`, per sale channel. */
export type ProviderTexts = {
  about: (provider: VignetteProvider) => ContentPage;
  howToBuy: (provider: VignetteProvider) => ContentPage;
  /** The list of every provider shown on each provider page. */
  otherProviders: string;
};

// What other features may use of captcha: everything else in this folder is its own.
export { CaptchaStatus } from './components/captcha-status';
export { useCaptcha } from './hooks/use-captcha';

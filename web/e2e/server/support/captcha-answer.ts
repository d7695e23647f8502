/**
 * The answer every image captcha of the end-to-end servers shows (their CAPTCHA_TEST_ANSWER): the captcha is a
 * raster picture no script should read, so the tests type what a person would read from it.
 */
export const E2E_CAPTCHA_ANSWER = 'K7WX';

type Recaptcha = typeof import('./recaptcha.ts');

// Each test gets a fresh module: reCAPTCHA can be loaded once per page.
function freshRecaptcha(): Recaptcha {
  let module!: Recaptcha;
  jest.isolateModules(() => {
    module = jest.requireActual<Recaptcha>('./recaptcha.ts');
  });
  return module;
}

const recaptchaScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]')];

/** Plays Google's script: defines grecaptcha and fires the script's load event. */
function finishLoading(execute = jest.fn(async () => 'token-123')) {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  for (const script of recaptchaScripts()) script.dispatchEvent(new Event('load'));
  return execute;
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.grecaptcha;
});

describe('the reCAPTCHA loader', () => {
  it('adds no script and gives no token without a site key', async () => {
    const recaptcha = freshRecaptcha();
    await recaptcha.loadRecaptcha(null);
    await recaptcha.loadRecaptcha(undefined);
    await recaptcha.loadRecaptcha('');
    expect(recaptchaScripts()).toHaveLength(0);
    await expect(recaptcha.captchaToken('login')).resolves.toBeNull();
  });

  it('loads api.js with the site key and hl=id, once', async () => {
    const recaptcha = freshRecaptcha();
    const first = recaptcha.loadRecaptcha('site-key-1');
    const second = recaptcha.loadRecaptcha('site-key-1');
    const [script, ...others] = recaptchaScripts();
    expect(others).toHaveLength(0);
    const url = new URL(script!.src);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/recaptcha/api.js');
    expect(url.searchParams.get('render')).toBe('site-key-1');
    expect(url.searchParams.get('hl')).toBe('id');
    finishLoading();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('rejects a second load with a different site key', async () => {
    const recaptcha = freshRecaptcha();
    const first = recaptcha.loadRecaptcha('site-key-1');
    finishLoading();
    await first;
    await expect(recaptcha.loadRecaptcha('site-key-2')).rejects.toThrow(new Error('reCAPTCHA already loaded with different site key!'));
    expect(recaptchaScripts()).toHaveLength(1);
  });

  it('gives a token for the form action', async () => {
    const recaptcha = freshRecaptcha();
    void recaptcha.loadRecaptcha('site-key-1');
    const execute = finishLoading();
    await expect(recaptcha.captchaToken('register')).resolves.toBe('token-123');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'register' });
  });

  it('gives null when the script fails to load, and tries again on the next load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const recaptcha = freshRecaptcha();
    const failing = recaptcha.loadRecaptcha('site-key-1');
    recaptchaScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow();
    await expect(recaptcha.captchaToken('otp')).resolves.toBeNull();

    void recaptcha.loadRecaptcha('site-key-1');
    expect(recaptchaScripts()).toHaveLength(1);
    jest.restoreAllMocks();
  });
});

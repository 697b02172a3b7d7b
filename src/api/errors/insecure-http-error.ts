import { DocformError } from '../../model/errors.js';

/** An `http://` API address that is not loopback, without an explicit leave to use it. */
export class InsecureHttpError extends DocformError {
  override readonly name = 'InsecureHttpError';

  constructor(readonly origin: string) {
    super(
      `refusing the API address ${origin}: plain http to a host that is not loopback would send the token in clear; use https, or pass --insecure-http (or set DOCFORM_INSECURE_HTTP=1) to send it anyway. Nothing was sent`,
    );
  }
}

import { AxiosError, type AxiosResponse, CanceledError, type InternalAxiosRequestConfig } from "axios";

export type FakeReply = { status: number; data?: unknown } | "network-error" | "hang";

/**
 * An axios adapter that answers from memory and records every request as axios would send it
 * (after the interceptors). "hang" answers only when the call is aborted.
 */
export function fakeAdapter(
  reply: (config: InternalAxiosRequestConfig) => FakeReply = () => ({ status: 200, data: {} }),
) {
  const requests: InternalAxiosRequestConfig[] = [];

  async function adapter(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
    requests.push(config);
    const answer = reply(config);
    if (answer === "hang") {
      await new Promise<never>((_, reject) => {
        const abort = () => reject(new CanceledError(undefined, undefined, config));
        if (config.signal?.aborted) abort();
        config.signal?.addEventListener?.("abort", abort);
      });
    }
    if (answer === "hang" || answer === "network-error") {
      throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.data,
      headers: {},
      config,
    };
    if (config.validateStatus?.(answer.status) ?? true) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, undefined, response);
  }

  return {
    adapter,
    requests,
    /** The last request, failing the test when there was none. */
    last(): InternalAxiosRequestConfig {
      const request = requests.at(-1);
      if (!request) throw new Error("no request was sent");
      return request;
    },
  };
}

import { Form } from "react-router";

/** One heading and one form: the least a React Router page that takes input hydrates. */
export default function Home() {
  return (
    <main>
      <h1>Sign in</h1>
      <Form method="post">
        <label>
          Username <input name="login" autoComplete="username" required />
        </label>
        <label>
          Password <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit">Sign in</button>
      </Form>
    </main>
  );
}

export function action() {
  return null;
}

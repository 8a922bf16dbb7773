import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginRequest, loginRequestSchema } from "@sahayi/contract";
import * as account from "@sahayi/contract/i18n/en/account";
import { keptAfterLogin } from "@sahayi/contract/i18n/en/shortlist";
import { toastMessages } from "@sahayi/contract/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { AuthCard } from "../../components/auth-card.tsx";
import { Field, PhoneInput } from "../../components/fields/field.tsx";
import { PasswordField } from "../../components/fields/password-field.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { waitingHeart } from "../../components/shortlist/waiting-heart.ts";
import { ApiError } from "../../lib/api-client.ts";
import { showServerFieldErrors } from "../../lib/form.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useLogin } from "./api/login.ts";
import { readConsent } from "./api/privacy.ts";
import { ConsentDialog } from "./components/consent-dialog.tsx";
import { returnAddress } from "./return-address.ts";

/**
 * Product §2 login page and §4 "Login": on success the session is stored, a toast says so and
 * the visitor goes where the guard stopped them, else to /profile; on failure the message
 * shows under the form and what was typed stays.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const arrivedWith = location.state as { phone?: unknown } | null;
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: "onTouched",
    defaultValues: {
      mobile_number: typeof arrivedWith?.phone === "string" ? arrivedWith.phone : "",
      password: "",
    },
  });
  const { register, formState, handleSubmit, setError } = form;
  const [askConsent, setAskConsent] = useState<string | null>(null);
  const client = useQueryClient();
  // A heart tapped before logging in: the helper is kept once the login stands.
  const heart = waitingHeart(location.state);
  const goOn = () => {
    if (heart) {
      void import("../../components/shortlist/change-shortlist.ts").then((module) =>
        module.keepAfterLogin(client, heart),
      );
    }
    navigate(returnAddress(location.state) ?? paths.profile.href(), { replace: true });
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      toast.success(t(toastMessages.loginSuccess));
      // A newer privacy policy is asked for now, in a dialog; the login stands either way,
      // and if the question cannot be asked it waits for the next login.
      const consent = await readConsent().catch(() => null);
      if (consent?.ask) setAskConsent(consent.current_version);
      else goOn();
    } catch (error) {
      if (
        showServerFieldErrors(error, setError, {
          mobile_number: "mobile_number",
          password: "password",
        })
      ) {
        return;
      }
      // Product §8: the server's message, else Invalid phone number or password.
      setFailure(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : toastMessages.loginFailed,
      );
    }
  });

  return (
    <AuthCard title={t(account.loginTitle)} intro={t(account.loginIntro)}>
      {heart ? <p className="mb-5 text-muted">{t(keptAfterLogin, { name: heart.name })}</p> : null}
      <form
        noValidate
        onSubmit={submit}
        aria-label={t(account.login)}
        className="flex flex-col gap-5"
      >
        <Field
          label={t(account.phoneLabel)}
          required
          error={formState.errors.mobile_number?.message}
        >
          {(c) => (
            <PhoneInput {...c} registration={register("mobile_number")} autoComplete="username" />
          )}
        </Field>
        <PasswordField
          register={register}
          name="password"
          error={formState.errors.password?.message}
        />
        <div className="-mt-2 text-right">
          <Link to={paths.forgotPassword.href()} className="font-medium text-brand-700 underline">
            {t(account.forgotPassword)}
          </Link>
        </div>
        {failure ? <FormAlert>{t(failure)}</FormAlert> : null}
        <button type="submit" className="btn btn-accent w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t(account.loggingIn) : t(account.login)}
        </button>
        <p className="text-center text-muted">
          {t(account.notAMember)}{" "}
          <Link
            to={paths.signUp.href()}
            state={location.state}
            className="font-semibold text-brand-700 underline"
          >
            {t(account.signUp)}
          </Link>
        </p>
      </form>
      {askConsent ? <ConsentDialog version={askConsent} onDone={goOn} /> : null}
    </AuthCard>
  );
}

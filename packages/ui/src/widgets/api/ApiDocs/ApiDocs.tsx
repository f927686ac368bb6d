import { RESELLER_API_ERROR_LIST } from "@smm/domain";
import type * as React from "react";
import { useId } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../data/Table";
import { KeyValueItem, KeyValueList } from "../../../display/KeyValue";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../display/Tabs";
import { cn } from "../../../lib/cn";
import { useControllableState } from "../../../lib/useControllableState";
import { SectionCard } from "../../account/shared/SectionCard";
import { type ApiActionDoc, apiReference, EXAMPLE_ERROR } from "./apiReference";
import { CodeBlock } from "./CodeBlock";
import { CODE_LANGUAGE_LABELS, CODE_LANGUAGES, type CodeLanguage, codeSample, formatResponse } from "./codeSamples";

export type ApiDocsProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The full address of the endpoint, e.g. "https://panel.example.com/api/v2". */
  apiUrl: string;
  /** The panel's currency, as `balance` and `status` answer it. */
  currency?: string;
  /** The example language shown in every section (uncontrolled: starts with cURL). */
  language?: CodeLanguage;
  defaultLanguage?: CodeLanguage;
  onLanguageChange?: (language: CodeLanguage) => void;
};

/**
 * The reseller API documentation: how to call it, then every action with its parameters, a request in cURL, PHP
 * and Node.js (one language choice for the whole page) and the answer, then the error texts.
 */
export function ApiDocs({
  apiUrl,
  currency = "NGN",
  language: languageProp,
  defaultLanguage = "curl",
  onLanguageChange,
  className,
  ...props
}: ApiDocsProps) {
  const [language, setLanguage] = useControllableState(languageProp, defaultLanguage, onLanguageChange);
  const ids = { intro: useId(), contents: useId(), errors: useId() };
  const actions = apiReference(currency);
  return (
    <div data-slot="api-docs" className={cn("grid grid-cols-1 gap-6", className)} {...props}>
      <SectionCard
        title="API v2"
        description="The reseller API used by SMM panels: connect your own panel or scripts to ours."
        headingId={ids.intro}
        contentClassName="grid grid-cols-1 gap-4"
      >
        <KeyValueList>
          <KeyValueItem label="API URL">
            <span className="font-mono">{apiUrl}</span>
          </KeyValueItem>
          <KeyValueItem label="HTTP method">POST</KeyValueItem>
          <KeyValueItem label="API key">
            The <code className="font-mono">key</code> parameter or the <code className="font-mono">X-Api-Key</code>{" "}
            header
          </KeyValueItem>
          <KeyValueItem label="Request">
            Form-encoded (application/x-www-form-urlencoded), JSON or query string
          </KeyValueItem>
          <KeyValueItem label="Response">JSON</KeyValueItem>
        </KeyValueList>
        <nav aria-labelledby={ids.contents}>
          <h3 id={ids.contents} className="mb-2 font-medium text-sm">
            Actions
          </h3>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {actions.map((doc) => (
              <li key={doc.slug}>
                <a href={`#api-${doc.slug}`} className="text-primary underline-offset-4 hover:underline">
                  {doc.title}
                </a>
              </li>
            ))}
            <li>
              <a href="#api-errors" className="text-primary underline-offset-4 hover:underline">
                Errors
              </a>
            </li>
          </ul>
        </nav>
      </SectionCard>
      {actions.map((doc) => (
        <ActionSection key={doc.slug} doc={doc} apiUrl={apiUrl} language={language} onLanguageChange={setLanguage} />
      ))}
      <SectionCard
        id="api-errors"
        title="Errors"
        description="Failures answer HTTP 200 with an error text, which clients compare word for word."
        headingId={ids.errors}
        contentClassName="grid grid-cols-1 gap-4"
      >
        <CodeBlock code={formatResponse(EXAMPLE_ERROR)} label="Error response" />
        <ul className="grid gap-1 text-sm">
          {RESELLER_API_ERROR_LIST.map((error) => (
            <li key={error} className="font-mono">
              {error}
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

type ActionSectionProps = {
  doc: ApiActionDoc;
  apiUrl: string;
  language: CodeLanguage;
  onLanguageChange: (language: CodeLanguage) => void;
};

function ActionSection({ doc, apiUrl, language, onLanguageChange }: ActionSectionProps) {
  const headingId = useId();
  return (
    <SectionCard
      id={`api-${doc.slug}`}
      title={doc.title}
      description={doc.summary}
      headingId={headingId}
      contentClassName="grid grid-cols-1 gap-4"
    >
      <Table>
        <caption className="sr-only">Parameters of {doc.title}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Parameter</TableHead>
            <TableHead>Description</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <ParameterRow name="key" description="Your API key" />
          {doc.parameters.map((parameter) => (
            <ParameterRow key={parameter.name} {...parameter} />
          ))}
        </TableBody>
      </Table>
      <Tabs value={language} onValueChange={(value) => onLanguageChange(value as CodeLanguage)}>
        <TabsList aria-label={`Example request for ${doc.title}`}>
          {CODE_LANGUAGES.map((code) => (
            <TabsTrigger key={code} value={code}>
              {CODE_LANGUAGE_LABELS[code]}
            </TabsTrigger>
          ))}
        </TabsList>
        {CODE_LANGUAGES.map((code) => (
          <TabsContent key={code} value={code}>
            <CodeBlock code={codeSample(code, apiUrl, doc.example)} label={`${CODE_LANGUAGE_LABELS[code]} request`} />
          </TabsContent>
        ))}
      </Tabs>
      <div className="grid gap-2">
        <h3 className="font-medium text-sm">Example response</h3>
        <CodeBlock code={formatResponse(doc.response)} label="Example response" />
      </div>
    </SectionCard>
  );
}

function ParameterRow({
  name,
  description,
  optional = false,
}: {
  name: string;
  description: string;
  optional?: boolean;
}) {
  return (
    <TableRow>
      <TableCell label="Parameter" className="font-mono">
        {name}
      </TableCell>
      <TableCell label="Description" className="whitespace-normal">
        {description}
        {optional ? <span className="text-muted-foreground"> (optional)</span> : null}
      </TableCell>
    </TableRow>
  );
}

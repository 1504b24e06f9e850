import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, client } from "./client";
import { certificationKeys } from "./query-keys";

/** Her certifications and the day they are judged by: the Certifications screen and the dashboard's alerts read this one entry. */
export const certificationsQuery = queryOptions({
  queryKey: certificationKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/certifications", { signal })),
});

export const useCertifications = () => useQuery(certificationsQuery);

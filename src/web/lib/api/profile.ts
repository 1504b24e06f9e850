import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileResponse } from "@core/schemas/profile";
import { call, client } from "@web/lib/api/client";
import { profileKeys } from "./query-keys";

export type Profile = ProfileResponse;

export const profileQuery = queryOptions({
  queryKey: profileKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/profile", { signal })),
});

export const useProfile = () => useQuery(profileQuery);

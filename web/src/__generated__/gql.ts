/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AuthProvider_viewer on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    workHours\n    workAddress\n    profileImageUrl\n    role\n    isAdmin\n    isManager\n    isHr\n    isActive\n    capabilities\n    language\n    manager {\n      id\n      fullName\n      email\n    }\n  }\n": typeof types.AuthProvider_ViewerFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...AuthProvider_viewer\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": typeof types.SignOutDocument,
    "\n  fragment Pagination_pageInfo on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n": typeof types.Pagination_PageInfoFragmentDoc,
    "\n  query AdminAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      overview {\n        ...OverviewPanel_overview\n      }\n      performance {\n        ...OverviewPanel_performance\n      }\n      trends {\n        ...TrendsPanel_trend\n      }\n      departments {\n        ...DepartmentsPanel_department\n      }\n      predictions {\n        ...PredictionsPanel_prediction\n      }\n    }\n  }\n": typeof types.AdminAnalyticsDocument,
    "\n  fragment DepartmentsPanel_department on DepartmentAnalytics {\n    department\n    employeeCount\n    totalRequests\n    approvalRate\n    avgPTOUsed\n    avgSicknessUsed\n  }\n": typeof types.DepartmentsPanel_DepartmentFragmentDoc,
    "\n  fragment OverviewPanel_overview on AnalyticsOverview {\n    totalEmployees\n    activeRequests\n    pendingRequests\n    approvedRequests\n    approvalRate\n    rejectionRate\n    avgProcessingTime\n    avgApprovalTime\n    totalProcessed\n    totalPTOUsed\n    totalSicknessUsed\n  }\n": typeof types.OverviewPanel_OverviewFragmentDoc,
    "\n  fragment OverviewPanel_performance on AnalyticsPerformance {\n    withinTargetRate\n    overduePending\n  }\n": typeof types.OverviewPanel_PerformanceFragmentDoc,
    "\n  fragment PredictionsPanel_prediction on DepartmentPrediction {\n    department\n    month\n    predictedRequests\n    predictedPTOUsage\n    remainingPTODays\n    riskLevel\n    confidence\n    historyMonths\n    method\n  }\n": typeof types.PredictionsPanel_PredictionFragmentDoc,
    "\n  fragment ReportResult_report on CustomReport {\n    reportType\n    title\n    generatedAt\n    period {\n      startDate\n      endDate\n    }\n    departments\n    summary {\n      key\n      value\n    }\n    columns {\n      key\n      label\n    }\n    rows\n    totalRows\n  }\n": typeof types.ReportResult_ReportFragmentDoc,
    "\n  query AdminCustomReport($input: CustomReportInput!) {\n    customReport(input: $input) {\n      ...ReportResult_report\n    }\n  }\n": typeof types.AdminCustomReportDocument,
    "\n  query ReportDepartments {\n    departments\n  }\n": typeof types.ReportDepartmentsDocument,
    "\n  query ReportLeaveYear {\n    leaveYear {\n      start\n    }\n  }\n": typeof types.ReportLeaveYearDocument,
    "\n  fragment TrendsPanel_trend on AnalyticsTrend {\n    month\n    requests\n    approvals\n    rejections\n    ptoDays\n    sicknessDays\n  }\n": typeof types.TrendsPanel_TrendFragmentDoc,
    "\n  fragment AssignmentsTab_user on User {\n    id\n    fullName\n    email\n    department\n    jobTitle\n    manager {\n      id\n      fullName\n      department\n    }\n  }\n": typeof types.AssignmentsTab_UserFragmentDoc,
    "\n  mutation AdminAssignManager($userId: ID!, $managerId: ID) {\n    assignManager(userId: $userId, managerId: $managerId) {\n      ...AssignmentsTab_user\n    }\n  }\n": typeof types.AdminAssignManagerDocument,
    "\n  fragment AuditEntryItem_entry on AuditLog {\n    id\n    action\n    resourceType\n    resourceId\n    details\n    ipAddress\n    createdAt\n    actor {\n      id\n      fullName\n      email\n    }\n  }\n": typeof types.AuditEntryItem_EntryFragmentDoc,
    "\n  query AdminAuditLogPage($page: Int!, $filter: AuditLogFilter) {\n    auditLogPage(page: $page, filter: $filter) {\n      page\n      pages\n      total\n      limit\n      entries {\n        id\n        ...AuditEntryItem_entry\n      }\n    }\n  }\n": typeof types.AdminAuditLogPageDocument,
    "\n  query AdminAuditActions {\n    auditActions\n  }\n": typeof types.AdminAuditActionsDocument,
    "\n  query AdminAuditStats {\n    auditStats {\n      since\n      totalEntries\n      activeActors\n      daily {\n        action\n        date\n        count\n      }\n      byAction {\n        key\n        count\n      }\n    }\n  }\n": typeof types.AdminAuditStatsDocument,
    "\n  fragment PersonalAllowanceDialog_user on User {\n    id\n    allowanceOverrides {\n      type\n      days\n      reason\n      updatedAt\n    }\n  }\n": typeof types.PersonalAllowanceDialog_UserFragmentDoc,
    "\n  query AdminPersonalAllowance($userId: ID!) {\n    user(id: $userId) {\n      ...PersonalAllowanceDialog_user\n    }\n  }\n": typeof types.AdminPersonalAllowanceDocument,
    "\n  mutation AdminSetAllowanceOverride($input: AllowanceOverrideInput!) {\n    setAllowanceOverride(input: $input) {\n      ...PersonalAllowanceDialog_user\n    }\n  }\n": typeof types.AdminSetAllowanceOverrideDocument,
    "\n  fragment PtoBalancesPage_balance on LeaveBalance {\n    id\n    type\n    year\n    leaveYear {\n      label\n    }\n    totalDays\n    usedDays\n    pendingDays\n    availableDays\n    status\n    requestType {\n      id\n      displayName\n      color\n    }\n    user {\n      id\n      fullName\n      email\n      department\n    }\n  }\n": typeof types.PtoBalancesPage_BalanceFragmentDoc,
    "\n  query AdminBalances($first: Int, $after: String, $filter: LeaveBalanceFilter) {\n    balances(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n      edges {\n        node {\n          ...PtoBalancesPage_balance\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n": typeof types.AdminBalancesDocument,
    "\n  mutation AdminUpdateBalance($id: ID!, $input: UpdateBalanceInput!) {\n    updateBalance(id: $id, input: $input) {\n      ...PtoBalancesPage_balance\n    }\n  }\n": typeof types.AdminUpdateBalanceDocument,
    "\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    owner {\n      id\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": typeof types.ApiTokensSection_TokenFragmentDoc,
    "\n  query AdminApiTokens {\n    apiTokens {\n      ...ApiTokensSection_token\n    }\n  }\n": typeof types.AdminApiTokensDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokensSection_token\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokensSection_token\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  fragment WebhookDeliveries_delivery on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n    attemptLog {\n      attempt\n      statusCode\n      error\n      durationMs\n      createdAt\n    }\n  }\n": typeof types.WebhookDeliveries_DeliveryFragmentDoc,
    "\n  query AdminWebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, first: 20) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n": typeof types.RedeliverWebhookDeliveryDocument,
    "\n  mutation ReplayWebhookEvents($id: ID!, $after: String!) {\n    replayWebhookEvents(id: $id, after: $after) {\n      queued\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.ReplayWebhookEventsDocument,
    "\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    events\n    description\n    isActive\n    createdAt\n    deliveries(first: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.WebhooksSection_WebhookFragmentDoc,
    "\n  query AdminWebhooks {\n    webhooks {\n      ...WebhooksSection_webhook\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  mutation SetWebhookActive($id: ID!, $isActive: Boolean!) {\n    updateWebhook(id: $id, input: { isActive: $isActive }) {\n      ...WebhooksSection_webhook\n    }\n  }\n": typeof types.SetWebhookActiveDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  query LocationDays($id: ID!, $year: Int!) {\n    location(id: $id) {\n      id\n      holidays(year: $year) {\n        date\n        name\n        libraryName\n        halfDay\n        removed\n        companyDay\n      }\n    }\n  }\n": typeof types.LocationDaysDocument,
    "\n  mutation LocationSetDay($locationId: ID!, $input: LocationDayInput!) {\n    setLocationDay(locationId: $locationId, input: $input) {\n      date\n    }\n  }\n": typeof types.LocationSetDayDocument,
    "\n  mutation LocationClearDay($locationId: ID!, $date: Date!) {\n    clearLocationDay(locationId: $locationId, date: $date)\n  }\n": typeof types.LocationClearDayDocument,
    "\n  query LocationsPage {\n    locations {\n      id\n      name\n      countryCode\n      countryName\n      regionCode\n      regionName\n      timeZone\n      weekendDays\n      isDefault\n      peopleCount\n      today\n    }\n    holidayCountries {\n      code\n      name\n      regions {\n        code\n        name\n      }\n    }\n  }\n": typeof types.LocationsPageDocument,
    "\n  mutation LocationsCreate($input: CreateLocationInput!) {\n    createLocation(input: $input) {\n      id\n    }\n  }\n": typeof types.LocationsCreateDocument,
    "\n  mutation LocationsUpdate($id: ID!, $input: UpdateLocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      id\n      name\n      countryCode\n      countryName\n      regionCode\n      regionName\n      timeZone\n      weekendDays\n      today\n    }\n  }\n": typeof types.LocationsUpdateDocument,
    "\n  mutation LocationsDelete($id: ID!) {\n    deleteLocation(id: $id)\n  }\n": typeof types.LocationsDeleteDocument,
    "\n  mutation AdminCreateRequestType($input: CreateRequestTypeInput!) {\n    createRequestType(input: $input) {\n      ...RequestTypesPage_type\n    }\n  }\n": typeof types.AdminCreateRequestTypeDocument,
    "\n  mutation AdminUpdateRequestType($id: ID!, $input: UpdateRequestTypeInput!) {\n    updateRequestType(id: $id, input: $input) {\n      ...RequestTypesPage_type\n    }\n  }\n": typeof types.AdminUpdateRequestTypeDocument,
    "\n  fragment RequestTypesPage_type on RequestType {\n    id\n    name\n    displayName\n    description\n    color\n    icon\n    requiresApproval\n    maxDaysPerYear\n    accrualType\n    accrualRate\n    isActive\n    isBuiltIn\n  }\n": typeof types.RequestTypesPage_TypeFragmentDoc,
    "\n  query AdminRequestTypes {\n    requestTypes(includeInactive: true) {\n      ...RequestTypesPage_type\n    }\n  }\n": typeof types.AdminRequestTypesDocument,
    "\n  mutation AdminDeleteRequestType($id: ID!) {\n    deleteRequestType(id: $id)\n  }\n": typeof types.AdminDeleteRequestTypeDocument,
    "\n  mutation AdminUpdateUserRole($userId: ID!, $input: UpdateUserRoleInput!) {\n    updateUserRole(userId: $userId, input: $input) {\n      fullName\n      role\n      isAdmin\n      isManager\n      ...RoleManagementTab_user\n    }\n  }\n": typeof types.AdminUpdateUserRoleDocument,
    "\n  fragment RoleManagementTab_user on User {\n    id\n    fullName\n    email\n    department\n    role\n    isAdmin\n    isManager\n    isActive\n    lastLoginAt\n  }\n": typeof types.RoleManagementTab_UserFragmentDoc,
    "\n  query AdminRoleStats {\n    roleStats {\n      role\n      count\n      activeCount\n    }\n  }\n": typeof types.AdminRoleStatsDocument,
    "\n  fragment PtoSettingsPage_policy on PolicySettings {\n    defaultPtoDays\n    defaultSicknessDays\n    defaultOtherDays\n    ptoAccrualType\n    sicknessAccrualType\n    ptoAccrualRate\n    sicknessAccrualRate\n    allowCarryover\n    maxCarryoverDays\n    allowNegativeBalance\n    requireManagerApproval\n    autoApprovalDelay\n    blackoutDates\n    blackoutDateRanges {\n      start\n      end\n      reason\n    }\n    departmentOverrides {\n      department\n      ptoDays\n      sicknessDays\n      otherDays\n    }\n    roleOverrides {\n      role\n      ptoDays\n      sicknessDays\n      otherDays\n    }\n    notifyOnSubmission\n    notifyOnApproval\n    notifyOnRejection\n    escalationDelay\n    dayCounting\n    carryoverExpiryMonthDay\n    minimumStaffingCount\n    minimumStaffingPercent\n    staffingHardBlock\n    updatedAt\n  }\n": typeof types.PtoSettingsPage_PolicyFragmentDoc,
    "\n  query PtoSettings {\n    policySettings {\n      ...PtoSettingsPage_policy\n    }\n    departments\n  }\n": typeof types.PtoSettingsDocument,
    "\n  mutation PtoSettingsSave($input: PolicySettingsInput!) {\n    updatePolicySettings(input: $input) {\n      ...PtoSettingsPage_policy\n    }\n  }\n": typeof types.PtoSettingsSaveDocument,
    "\n  query PtoSettingsHolidays($year: Int) {\n    holidays(year: $year) {\n      id\n      date\n      name\n    }\n  }\n": typeof types.PtoSettingsHolidaysDocument,
    "\n  mutation PtoSettingsAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n      date\n      name\n    }\n  }\n": typeof types.PtoSettingsAddHolidayDocument,
    "\n  mutation PtoSettingsDeleteHoliday($id: ID!) {\n    deleteHoliday(id: $id)\n  }\n": typeof types.PtoSettingsDeleteHolidayDocument,
    "\n  query SecondApprovalTypes {\n    requestTypes(includeInactive: true) {\n      id\n      displayName\n      requiresHrApproval\n    }\n  }\n": typeof types.SecondApprovalTypesDocument,
    "\n  mutation SetSecondApproval($id: ID!, $requiresHrApproval: Boolean!) {\n    updateRequestType(id: $id, input: { requiresHrApproval: $requiresHrApproval }) {\n      id\n      requiresHrApproval\n    }\n  }\n": typeof types.SetSecondApprovalDocument,
    "\n  query AdminUsers($first: Int, $after: String, $last: Int, $before: String, $filter: UserFilter) {\n    users(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      filter: $filter\n      orderBy: { field: NAME, direction: ASC }\n    ) {\n      totalCount\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n      edges {\n        node {\n          id\n          ...UsersTab_user\n          ...RoleManagementTab_user\n          ...AssignmentsTab_user\n        }\n      }\n    }\n    departments\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminManagers {\n    managers {\n      id\n      fullName\n      department\n    }\n  }\n": typeof types.AdminManagersDocument,
    "\n  mutation AdminCreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamsTab_team\n    }\n  }\n": typeof types.AdminCreateTeamDocument,
    "\n  mutation AdminUpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...TeamsTab_team\n    }\n  }\n": typeof types.AdminUpdateTeamDocument,
    "\n  fragment TeamsTab_team on Team {\n    id\n    name\n    description\n    memberCount\n    manager {\n      id\n      fullName\n      department\n    }\n  }\n": typeof types.TeamsTab_TeamFragmentDoc,
    "\n  query AdminTeams {\n    teams {\n      ...TeamsTab_team\n    }\n  }\n": typeof types.AdminTeamsDocument,
    "\n  mutation AdminDeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n": typeof types.AdminDeleteTeamDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UsersTab_user\n    }\n  }\n": typeof types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UsersTab_user\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  mutation AdminSetUserPassword($userId: ID!, $password: String!) {\n    setUserPassword(userId: $userId, password: $password) {\n      id\n    }\n  }\n": typeof types.AdminSetUserPasswordDocument,
    "\n  query UserLocationOptions {\n    locations {\n      id\n      name\n      isDefault\n    }\n  }\n": typeof types.UserLocationOptionsDocument,
    "\n  fragment UsersTab_user on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    role\n    isAdmin\n    isManager\n    isActive\n    lastLoginAt\n    employmentStartDate\n    employmentEndDate\n    manager {\n      id\n      fullName\n      department\n    }\n    team {\n      id\n      name\n    }\n    location {\n      id\n    }\n  }\n": typeof types.UsersTab_UserFragmentDoc,
    "\n  query AdminTeamOptions {\n    teams {\n      id\n      name\n    }\n  }\n": typeof types.AdminTeamOptionsDocument,
    "\n  mutation AdminDeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      ...UsersTab_user\n    }\n  }\n": typeof types.AdminDeactivateUserDocument,
    "\n  mutation AdminReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      ...UsersTab_user\n    }\n  }\n": typeof types.AdminReactivateUserDocument,
    "\n  query AdvancedAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      scope\n      periodStart\n      periodEnd\n      generatedAt\n      overview {\n        totalEmployees\n        activeRequests\n        pendingRequests\n        approvedRequests\n        approvalRate\n        rejectionRate\n        avgProcessingTime\n        avgApprovalTime\n        totalProcessed\n        totalPTOUsed\n        totalSicknessUsed\n      }\n      trends {\n        month\n        requests\n        approvals\n        rejections\n        ptoDays\n        sicknessDays\n      }\n      departments {\n        department\n        employeeCount\n        totalRequests\n        approvalRate\n        avgPTOUsed\n        avgSicknessUsed\n      }\n      performance {\n        avgApprovalTime\n        avgProcessingTime\n        approvalRate\n        rejectionRate\n        totalProcessed\n        withinTargetRate\n        overduePending\n      }\n      predictions {\n        department\n        month\n        predictedRequests\n        predictedPTOUsage\n        remainingPTODays\n        riskLevel\n        confidence\n        historyMonths\n        method\n      }\n    }\n  }\n": typeof types.AdvancedAnalyticsDocument,
    "\n  fragment ApprovalItem_request on LeaveRequest {\n    id\n    requestId\n    status\n    requestType {\n      id\n      displayName\n    }\n    startDate\n    endDate\n    days\n    unit\n    startTime\n    endTime\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    viewerCanDecide\n    approvalStage\n    escalationLevel\n    firstApprover {\n      id\n      fullName\n    }\n    viewerDecidesOnBehalfOf {\n      id\n      fullName\n    }\n    charges @include(if: $pending) {\n      ...YearBalanceHints_charge\n    }\n    staffing @include(if: $pending) {\n      ...StaffingWarning_check\n    }\n    othersOff @include(if: $pending) {\n      person {\n        id\n        fullName\n      }\n      status\n      startDate\n      endDate\n    }\n  }\n": typeof types.ApprovalItem_RequestFragmentDoc,
    "\n  subscription ApprovalsRequestEvents {\n    requestEvents {\n      kind\n      request {\n        id\n      }\n    }\n  }\n": typeof types.ApprovalsRequestEventsDocument,
    "\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveLeaveRequest(id: $id, comment: $comment) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": typeof types.ApproveRequestDocument,
    "\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectLeaveRequest(id: $id, reason: $reason) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": typeof types.RejectRequestDocument,
    "\n  mutation BulkApproveRequests {\n    bulkApproveLeaveRequests {\n      approved {\n        ...RequestDetailsDialog_request\n      }\n      failed {\n        id\n        requestId\n        message\n      }\n    }\n  }\n": typeof types.BulkApproveRequestsDocument,
    "\n  query Approvals($filter: LeaveRequestFilter!, $pending: Boolean!, $first: Int!, $direction: OrderDirection!) {\n    leaveRequests(first: $first, filter: $filter, orderBy: { field: CREATED_AT, direction: $direction }) {\n      totalCount\n      edges {\n        node {\n          id\n          requestId\n          status\n          startDate\n          endDate\n          requester {\n            id\n            fullName\n            department\n          }\n          ...RequestDetailsDialog_request\n          ...ApprovalItem_request\n        }\n      }\n    }\n    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {\n      totalCount\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n": typeof types.ApprovalsDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query SsoConfig {\n    ssoConfig {\n      enabled\n      providerName\n      loginPath\n    }\n  }\n": typeof types.SsoConfigDocument,
    "\n  mutation CompleteSsoLogin($code: String!, $binding: String!) {\n    completeSsoLogin(code: $code, binding: $binding) {\n      token\n      user {\n        firstName\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": typeof types.CompleteSsoLoginDocument,
    "\n  query BalanceLedgerSummary($userId: ID!, $year: Int) {\n    user(id: $userId) {\n      id\n      fullName\n      balances(year: $year) {\n        id\n        type\n        year\n        requestType {\n          id\n          displayName\n        }\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        accruedDays\n        availableNowDays\n      }\n    }\n  }\n": typeof types.BalanceLedgerSummaryDocument,
    "\n  query BalanceLedgerEntries($userId: ID!, $year: Int, $first: Int, $after: String, $kinds: [LedgerEntryKind!]) {\n    user(id: $userId) {\n      id\n      balances(year: $year) {\n        id\n        type\n        entries(first: $first, after: $after, filter: { kinds: $kinds }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n              kind\n              bucket\n              days\n              effectiveOn\n              scheduled\n              reason\n              createdAt\n              actor {\n                id\n                fullName\n              }\n              request {\n                id\n                requestId\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.BalanceLedgerEntriesDocument,
    "\n  query CalendarFeeds {\n    calendarFeeds {\n      kind\n      title\n      ...FeedCard_feed\n    }\n  }\n": typeof types.CalendarFeedsDocument,
    "\n  mutation ResetCalendarFeedUrl($kind: CalendarFeedKind!) {\n    resetCalendarFeedUrl(kind: $kind) {\n      path\n      feed {\n        ...FeedCard_feed\n      }\n    }\n  }\n": typeof types.ResetCalendarFeedUrlDocument,
    "\n  mutation RevokeCalendarFeedUrl($kind: CalendarFeedKind!) {\n    revokeCalendarFeedUrl(kind: $kind) {\n      ...FeedCard_feed\n    }\n  }\n": typeof types.RevokeCalendarFeedUrlDocument,
    "\n  mutation UpdateCalendarFeedSettings($kind: CalendarFeedKind!, $input: CalendarFeedSettingsInput!) {\n    updateCalendarFeedSettings(kind: $kind, input: $input) {\n      ...FeedCard_feed\n    }\n  }\n": typeof types.UpdateCalendarFeedSettingsDocument,
    "\n  query CalendarExport($input: CalendarExportInput!) {\n    calendarExport(input: $input) {\n      filename\n      content\n      eventCount\n    }\n  }\n": typeof types.CalendarExportDocument,
    "\n  fragment FeedCard_feed on CalendarFeed {\n    kind\n    title\n    hasUrl\n    secretPrefix\n    urlCreatedAt\n    includePending\n    includeTeam\n    includeHolidays\n    fetches {\n      fetchedAt\n      client\n      userAgent\n      ipAddress\n      statusCode\n      eventCount\n    }\n  }\n": typeof types.FeedCard_FeedFragmentDoc,
    "\n  fragment CalendarPage_entry on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    startTime\n    endTime\n    requestType {\n      id\n      displayName\n      color\n    }\n    requester {\n      id\n      fullName\n      department\n      location {\n        id\n      }\n      workSchedulesBetween(start: $start, end: $end) {\n        id\n        effectiveFrom\n        effectiveTo\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n  }\n": typeof types.CalendarPage_EntryFragmentDoc,
    "\n  query TeamCalendar($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) {\n    teamCalendar(start: $start, end: $end, department: $department, status: $status) {\n      ...CalendarPage_entry\n    }\n    colleagueLeave(start: $start, end: $end) {\n      id\n      name\n      startDate\n      endDate\n      startHalfDay\n      endHalfDay\n      locationId\n    }\n    locationCalendars(start: $start, end: $end) {\n      location {\n        id\n        name\n        weekendDays\n      }\n      daysOff {\n        date\n        name\n        halfDay\n      }\n    }\n    viewer {\n      id\n      location {\n        id\n        name\n      }\n      workSchedulesBetween(start: $start, end: $end) {\n        id\n        effectiveFrom\n        effectiveTo\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n    departments\n  }\n": typeof types.TeamCalendarDocument,
    "\n  fragment RecentRequests_request on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n      color\n    }\n    ...RequestDetailsDialog_request\n  }\n": typeof types.RecentRequests_RequestFragmentDoc,
    "\n  fragment RequestForm_balance on LeaveBalance {\n    id\n    type\n    unit\n    availableDays\n  }\n": typeof types.RequestForm_BalanceFragmentDoc,
    "\n  query RequestFormTypes {\n    requestTypes {\n      id\n      name\n      displayName\n      requiresApproval\n      unit\n    }\n  }\n": typeof types.RequestFormTypesDocument,
    "\n  query RequestFormDayCount($input: DayCountInput!, $startDate: Date!, $endDate: Date!) {\n    leaveDayCount(input: $input) {\n      days\n      unit\n      dayCounting\n      summary\n      years {\n        ...YearBalanceHints_charge\n      }\n    }\n    staffingCheck(startDate: $startDate, endDate: $endDate) {\n      ...StaffingWarning_check\n    }\n  }\n": typeof types.RequestFormDayCountDocument,
    "\n  mutation SubmitLeaveRequest($input: SubmitLeaveRequestInput!) {\n    submitLeaveRequest(input: $input) {\n      id\n      requestId\n      days\n      unit\n      status\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.SubmitLeaveRequestDocument,
    "\n  fragment TeamOverviewCard_viewer on User {\n    id\n    department\n    manager {\n      id\n      fullName\n      email\n    }\n    team {\n      id\n      name\n      memberCount\n    }\n    directReports {\n      id\n    }\n  }\n": typeof types.TeamOverviewCard_ViewerFragmentDoc,
    "\n  fragment TeamOverviewCard_reportingLine on Coverage {\n    label\n    people\n  }\n": typeof types.TeamOverviewCard_ReportingLineFragmentDoc,
    "\n  fragment WaitingForYouCard_waiting on LeaveRequestConnection {\n    totalCount\n    edges {\n      node {\n        id\n        requestId\n        startDate\n        endDate\n        createdAt\n        requestType {\n          id\n          displayName\n        }\n        requester {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": typeof types.WaitingForYouCard_WaitingFragmentDoc,
    "\n  fragment YearBalanceHints_charge on YearCharge {\n    year\n    days\n    balance {\n      id\n      year\n      unit\n      totalDays\n      accruedDays\n      usedDays\n      availableDays\n      availableNowDays\n    }\n  }\n": typeof types.YearBalanceHints_ChargeFragmentDoc,
    "\n  query Dashboard($userId: ID!, $today: Date!, $decides: Boolean!) {\n    viewer {\n      id\n      manager {\n        id\n        fullName\n      }\n      balances {\n        id\n        type\n        unit\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        accruedDays\n        status\n        leaveYear {\n          label\n        }\n        ...RequestForm_balance\n      }\n      ...TeamOverviewCard_viewer\n    }\n    recent: leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RecentRequests_request\n        }\n      }\n    }\n    active: leaveRequests(first: 1, filter: { userId: $userId, status: [PENDING] }) {\n      totalCount\n    }\n    outToday: leaveRequests(first: 1, filter: { status: [APPROVED], from: $today, to: $today }) {\n      totalCount\n    }\n    reportingLine: coverage(scope: REPORTING_LINE) @include(if: $decides) {\n      ...TeamOverviewCard_reportingLine\n    }\n    waiting: leaveRequests(\n      first: 1\n      filter: { status: [PENDING], awaitingMyDecision: true }\n      orderBy: { field: CREATED_AT, direction: ASC }\n    ) @include(if: $decides) {\n      ...WaitingForYouCard_waiting\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query Delegations($userId: ID) {\n    approvalDelegations(userId: $userId) {\n      id\n      delegator {\n        id\n        fullName\n      }\n      delegate {\n        id\n        fullName\n      }\n      startDate\n      endDate\n      note\n      running\n      revokedAt\n    }\n    managers {\n      id\n      fullName\n    }\n  }\n": typeof types.DelegationsDocument,
    "\n  mutation CreateDelegation($input: ApprovalDelegationInput!) {\n    createApprovalDelegation(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateDelegationDocument,
    "\n  mutation RevokeDelegation($id: ID!) {\n    revokeApprovalDelegation(id: $id) {\n      id\n      running\n      revokedAt\n    }\n  }\n": typeof types.RevokeDelegationDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  query FeedbackEntries($page: Int!, $status: FeedbackStatus) {\n    feedbackEntries(page: $page, status: $status) {\n      total\n      page\n      pages\n      newCount\n      entries {\n        id\n        category\n        message\n        pagePath\n        pageTitle\n        viewport\n        userAgent\n        status\n        createdAt\n        reporter {\n          id\n          fullName\n          email\n        }\n      }\n    }\n  }\n": typeof types.FeedbackEntriesDocument,
    "\n  mutation UpdateFeedbackStatus($id: ID!, $status: FeedbackStatus!) {\n    updateFeedbackStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateFeedbackStatusDocument,
    "\n  fragment HistoryPage_request on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    unit\n    requestType {\n      id\n      displayName\n    }\n    ...RequestDetailsDialog_request\n  }\n": typeof types.HistoryPage_RequestFragmentDoc,
    "\n  query RequestHistory($userId: ID!, $first: Int!) {\n    leaveRequests(first: $first, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...HistoryPage_request\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n": typeof types.RequestHistoryDocument,
    "\n  query ImportHistory {\n    imports(first: 10) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          fileName\n          rowCount\n          createdCount\n          updatedCount\n          unchangedCount\n          createdAt\n          importedBy {\n            id\n            fullName\n          }\n        }\n      }\n    }\n  }\n": typeof types.ImportHistoryDocument,
    "\n  fragment ImportOutcome_outcome on ImportOutcome {\n    kind\n    fileName\n    rowCount\n    created\n    updated\n    unchanged\n    fields {\n      field\n      label\n      required\n    }\n    mapping {\n      column\n      field\n    }\n    errors {\n      row\n      message\n    }\n    rows {\n      row\n      action\n      email\n      name\n      changedFields\n      leaveType\n      year\n      before {\n        totalDays\n        usedDays\n        availableDays\n      }\n      after {\n        totalDays\n        usedDays\n        availableDays\n      }\n    }\n  }\n": typeof types.ImportOutcome_OutcomeFragmentDoc,
    "\n  mutation ImportPreview($input: ImportFileInput!) {\n    previewImport(input: $input) {\n      fields {\n        field\n        label\n        required\n      }\n      mapping {\n        column\n        field\n      }\n      errors {\n        row\n      }\n      ...ImportOutcome_outcome\n    }\n  }\n": typeof types.ImportPreviewDocument,
    "\n  mutation ImportApply($input: ImportFileInput!) {\n    applyImport(input: $input) {\n      created\n      updated\n      unchanged\n      ...ImportOutcome_outcome\n    }\n  }\n": typeof types.ImportApplyDocument,
    "\n  query LeaveYearSetting {\n    leaveYear {\n      label\n      startMonth\n      start\n      end\n    }\n  }\n": typeof types.LeaveYearSettingDocument,
    "\n  mutation ChangeLeaveYearStart($startMonth: Int!, $dryRun: Boolean) {\n    changeLeaveYearStart(startMonth: $startMonth, dryRun: $dryRun) {\n      applied\n      startMonth\n      moveCount\n      negativeCount\n    }\n  }\n": typeof types.ChangeLeaveYearStartDocument,
    "\n  query ChannelDeliveryLog($filter: ChannelDeliveryFilter) {\n    channelDeliveries(filter: $filter, first: 100) {\n      id\n      title\n      event\n      isTest\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      deliveredAt\n      channel {\n        id\n        name\n      }\n      rule {\n        id\n        name\n      }\n      person {\n        id\n        fullName\n      }\n    }\n    notificationChannels {\n      id\n      name\n    }\n  }\n": typeof types.ChannelDeliveryLogDocument,
    "\n  mutation RedeliverChannelDelivery($id: ID!) {\n    redeliverChannelDelivery(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RedeliverChannelDeliveryDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      emailTypes\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($emailTypes: [NotificationType!]!) {\n    updateNotificationPreferences(emailTypes: $emailTypes) {\n      emailTypes\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  fragment ChannelsTab_channel on NotificationChannel {\n    id\n    name\n    type\n    priority\n    language\n    status\n    webhookUrlPreview\n    recipients\n    lastError\n    lastErrorAt\n    lastTestAt\n    lastTestOk\n    lastTestMessage\n    createdAt\n  }\n": typeof types.ChannelsTab_ChannelFragmentDoc,
    "\n  query NotificationChannels {\n    notificationChannels {\n      ...ChannelsTab_channel\n    }\n  }\n": typeof types.NotificationChannelsDocument,
    "\n  mutation CreateNotificationChannel($input: CreateNotificationChannelInput!) {\n    createNotificationChannel(input: $input) {\n      signingSecret\n      channel {\n        ...ChannelsTab_channel\n      }\n    }\n  }\n": typeof types.CreateNotificationChannelDocument,
    "\n  mutation UpdateNotificationChannel($id: ID!, $input: UpdateNotificationChannelInput!) {\n    updateNotificationChannel(id: $id, input: $input) {\n      ...ChannelsTab_channel\n    }\n  }\n": typeof types.UpdateNotificationChannelDocument,
    "\n  mutation DeleteNotificationChannel($id: ID!) {\n    deleteNotificationChannel(id: $id)\n  }\n": typeof types.DeleteNotificationChannelDocument,
    "\n  mutation TestNotificationChannel($id: ID!) {\n    testNotificationChannel(id: $id) {\n      ok\n      message\n      channel {\n        ...ChannelsTab_channel\n      }\n    }\n  }\n": typeof types.TestNotificationChannelDocument,
    "\n  fragment RulesTab_rule on NotificationRule {\n    id\n    name\n    event\n    enabled\n    cooldownMinutes\n    conditions {\n      departments\n      requestTypes\n      minDays\n      teams {\n        id\n        name\n      }\n    }\n    channels {\n      id\n      name\n      type\n    }\n  }\n": typeof types.RulesTab_RuleFragmentDoc,
    "\n  query NotificationRules {\n    notificationRules {\n      ...RulesTab_rule\n    }\n    notificationChannels {\n      id\n      name\n      type\n    }\n    departments\n    teams {\n      id\n      name\n    }\n    requestTypes(includeInactive: true) {\n      name\n      displayName\n    }\n  }\n": typeof types.NotificationRulesDocument,
    "\n  mutation CreateNotificationRule($input: CreateNotificationRuleInput!) {\n    createNotificationRule(input: $input) {\n      ...RulesTab_rule\n    }\n  }\n": typeof types.CreateNotificationRuleDocument,
    "\n  mutation UpdateNotificationRule($id: ID!, $input: UpdateNotificationRuleInput!) {\n    updateNotificationRule(id: $id, input: $input) {\n      ...RulesTab_rule\n    }\n  }\n": typeof types.UpdateNotificationRuleDocument,
    "\n  mutation DeleteNotificationRule($id: ID!) {\n    deleteNotificationRule(id: $id)\n  }\n": typeof types.DeleteNotificationRuleDocument,
    "\n  fragment NotificationList_notification on Notification {\n    id\n    type\n    title\n    body\n    createdAt\n    readAt\n    sound\n    request {\n      id\n      requestId\n    }\n  }\n": typeof types.NotificationList_NotificationFragmentDoc,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...NotificationList_notification\n        }\n      }\n    }\n    unreadNotificationCount\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded($after: ID) {\n    notificationAdded(after: $after) {\n      ...NotificationList_notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation ErasePersonalData($input: ErasePersonalDataInput!) {\n    erasePersonalData(input: $input) {\n      userId\n      pseudonym\n    }\n  }\n": typeof types.ErasePersonalDataDocument,
    "\n  query PrivacySettings {\n    privacySettings {\n      retentionMonths\n      updatedAt\n    }\n  }\n": typeof types.PrivacySettingsDocument,
    "\n  mutation UpdatePrivacySettings($retentionMonths: Int) {\n    updatePrivacySettings(retentionMonths: $retentionMonths) {\n      retentionMonths\n      updatedAt\n    }\n  }\n": typeof types.UpdatePrivacySettingsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateProfileLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n": typeof types.UpdateProfileLanguageDocument,
    "\n  query ProfileLocation {\n    viewer {\n      id\n      location {\n        id\n        name\n        timeZone\n        weekendDays\n        today\n      }\n    }\n  }\n": typeof types.ProfileLocationDocument,
    "\n  query PushDevices {\n    pushPublicKey\n    pushDevices {\n      id\n      userAgent\n      createdAt\n    }\n  }\n": typeof types.PushDevicesDocument,
    "\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterPushDeviceDocument,
    "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n": typeof types.RemovePushDeviceDocument,
    "\n  query SlackAppSection {\n    slackApp {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n": typeof types.SlackAppSectionDocument,
    "\n  mutation ConfigureSlackApp($input: SlackAppInput!) {\n    configureSlackApp(input: $input) {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n": typeof types.ConfigureSlackAppDocument,
    "\n  mutation RemoveSlackApp {\n    removeSlackApp {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n": typeof types.RemoveSlackAppDocument,
    "\n  query PtoReport($range: ReportRange!, $department: String) {\n    ptoReport(range: $range, department: $department) {\n      periodStart\n      periodEnd\n      totalRequests\n      approvedRequests\n      rejectedRequests\n      pendingRequests\n      cancelledRequests\n      approvalRate\n      rejectionRate\n      pendingRate\n      averageProcessingTime\n      processingTargetHours\n      responseRate\n      coverage {\n        label\n        people\n        department\n      }\n      insights {\n        kind\n        title\n        message\n      }\n      monthlyStats {\n        month\n        requests\n        approvals\n        approvalRate\n      }\n    }\n    departments\n  }\n": typeof types.PtoReportDocument,
    "\n  fragment RequestDetailsDialog_request on LeaveRequest {\n    id\n    requestId\n    type\n    requestType {\n      id\n      displayName\n      color\n    }\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    approver {\n      id\n      fullName\n    }\n    approvedAt\n    approvalComment\n    rejectedAt\n    rejectionReason\n    cancelledAt\n    viewerCanDecide\n    viewerCanCancel\n    approvalStage\n    escalationLevel\n    firstApprover {\n      id\n      fullName\n    }\n    firstApprovedAt\n    firstApprovalComment\n    firstApprovedOnBehalfOf {\n      id\n      fullName\n    }\n    decidedOnBehalfOf {\n      id\n      fullName\n    }\n    charges {\n      year\n      days\n    }\n  }\n": typeof types.RequestDetailsDialog_RequestFragmentDoc,
    "\n  mutation CancelRequest($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": typeof types.CancelRequestDocument,
    "\n  query ProfileSchedule {\n    viewer {\n      id\n      workSchedule {\n        id\n        effectiveFrom\n        weeklyHours\n        fte\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n  }\n": typeof types.ProfileScheduleDocument,
    "\n  query ScheduleEditor($userId: ID!) {\n    workSchedules(userId: $userId) {\n      id\n      effectiveFrom\n      effectiveTo\n      template\n      weeklyHours\n      fte\n      hours {\n        monday\n        tuesday\n        wednesday\n        thursday\n        friday\n        saturday\n        sunday\n      }\n    }\n    workingTime {\n      fullTimeHours\n      templates {\n        key\n        name\n        weeklyHours\n        fte\n      }\n    }\n  }\n": typeof types.ScheduleEditorDocument,
    "\n  mutation ScheduleEditorSet($input: SetWorkScheduleInput!) {\n    setWorkSchedule(input: $input) {\n      id\n    }\n  }\n": typeof types.ScheduleEditorSetDocument,
    "\n  mutation ScheduleEditorRemove($id: ID!) {\n    removeWorkSchedule(id: $id)\n  }\n": typeof types.ScheduleEditorRemoveDocument,
    "\n  query AssignWorkCalendarOptions {\n    locations {\n      id\n      name\n    }\n    workingTime {\n      templates {\n        key\n        name\n      }\n    }\n  }\n": typeof types.AssignWorkCalendarOptionsDocument,
    "\n  mutation AssignWorkCalendar($input: AssignWorkCalendarInput!) {\n    assignWorkCalendar(input: $input) {\n      id\n      location {\n        id\n        name\n      }\n      workSchedule {\n        id\n        template\n        effectiveFrom\n      }\n    }\n  }\n": typeof types.AssignWorkCalendarDocument,
    "\n  query SavedSearches {\n    savedSearches {\n      id\n      name\n      criteria {\n        text\n        types\n        statuses\n        from\n        to\n        departments\n        roles\n        minDays\n        maxDays\n        hasNotes\n        sortField\n        sortDirection\n      }\n    }\n  }\n": typeof types.SavedSearchesDocument,
    "\n  mutation SaveSearch($name: String!, $criteria: SearchCriteriaInput!) {\n    saveSearch(name: $name, criteria: $criteria) {\n      id\n      name\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  query AdvancedSearch($criteria: SearchCriteriaInput!, $page: Int!, $pageSize: Int!) {\n    search(criteria: $criteria, page: $page, pageSize: $pageSize) {\n      totalCount\n      totalCountIsExact\n      page\n      pages\n      pageSize\n      peopleCount\n      people {\n        id\n        fullName\n        email\n        department\n        jobTitle\n      }\n      requests {\n        ...SearchResultsTable_request\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n": typeof types.AdvancedSearchDocument,
    "\n  query AdvancedSearchExport($criteria: SearchCriteriaInput!) {\n    searchExport(criteria: $criteria) {\n      filename\n      csv\n      rowCount\n      truncated\n    }\n  }\n": typeof types.AdvancedSearchExportDocument,
    "\n  fragment SearchResultsTable_request on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n    }\n    requester {\n      id\n      fullName\n      department\n    }\n    ...RequestDetailsDialog_request\n  }\n": typeof types.SearchResultsTable_RequestFragmentDoc,
    "\n  query SlackAccountSection {\n    mySlackAccount {\n      slackAppSetUp\n      slackUserId\n      slackUserName\n      linkedAt\n    }\n  }\n": typeof types.SlackAccountSectionDocument,
    "\n  mutation StartSlackLink {\n    startSlackLink {\n      code\n      expiresAt\n      command\n    }\n  }\n": typeof types.StartSlackLinkDocument,
    "\n  mutation UnlinkSlackAccount {\n    unlinkSlackAccount {\n      slackAppSetUp\n      slackUserId\n      slackUserName\n      linkedAt\n    }\n  }\n": typeof types.UnlinkSlackAccountDocument,
    "\n  query StaffingShortfalls($start: Date!, $end: Date!) {\n    staffingShortfalls(start: $start, end: $end) {\n      date\n      teamName\n      teamSize\n      present\n      required\n      absent {\n        name\n        status\n      }\n    }\n  }\n": typeof types.StaffingShortfallsDocument,
    "\n  fragment StaffingWarning_check on StaffingCheck {\n    hardBlock\n    shortfalls {\n      date\n      teamName\n      teamSize\n      present\n      required\n      absent {\n        name\n        status\n      }\n    }\n  }\n": typeof types.StaffingWarning_CheckFragmentDoc,
    "\n  fragment TeamMemberCard_member on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    jobTitle\n    department\n    balances {\n      id\n      type\n      totalDays\n      usedDays\n      pendingDays\n      availableDays\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.TeamMemberCard_MemberFragmentDoc,
    "\n  fragment TeamMemberCard_upcoming on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    requester {\n      id\n    }\n    requestType {\n      id\n      displayName\n    }\n  }\n": typeof types.TeamMemberCard_UpcomingFragmentDoc,
    "\n  query TeamOverview($from: Date!, $to: Date!) {\n    teamOverview {\n      coverage {\n        label\n        people\n      }\n      teamSize\n      upcomingPtoRequests\n      upcomingPtoDays\n      members {\n        alert\n        ptoAvailableDays\n        user {\n          id\n          firstName\n          lastName\n          email\n          jobTitle\n          department\n          ...TeamMemberCard_member\n        }\n      }\n    }\n    upcoming: leaveRequests(\n      first: 100\n      filter: { status: [APPROVED, PENDING], from: $from, to: $to }\n      orderBy: { field: START_DATE, direction: ASC }\n    ) {\n      edges {\n        node {\n          id\n          status\n          startDate\n          requester {\n            id\n          }\n          ...TeamMemberCard_upcoming\n        }\n      }\n    }\n  }\n": typeof types.TeamOverviewDocument,
};
const documents: Documents = {
    "\n  fragment AuthProvider_viewer on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    workHours\n    workAddress\n    profileImageUrl\n    role\n    isAdmin\n    isManager\n    isHr\n    isActive\n    capabilities\n    language\n    manager {\n      id\n      fullName\n      email\n    }\n  }\n": types.AuthProvider_ViewerFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...AuthProvider_viewer\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": types.SignOutDocument,
    "\n  fragment Pagination_pageInfo on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n": types.Pagination_PageInfoFragmentDoc,
    "\n  query AdminAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      overview {\n        ...OverviewPanel_overview\n      }\n      performance {\n        ...OverviewPanel_performance\n      }\n      trends {\n        ...TrendsPanel_trend\n      }\n      departments {\n        ...DepartmentsPanel_department\n      }\n      predictions {\n        ...PredictionsPanel_prediction\n      }\n    }\n  }\n": types.AdminAnalyticsDocument,
    "\n  fragment DepartmentsPanel_department on DepartmentAnalytics {\n    department\n    employeeCount\n    totalRequests\n    approvalRate\n    avgPTOUsed\n    avgSicknessUsed\n  }\n": types.DepartmentsPanel_DepartmentFragmentDoc,
    "\n  fragment OverviewPanel_overview on AnalyticsOverview {\n    totalEmployees\n    activeRequests\n    pendingRequests\n    approvedRequests\n    approvalRate\n    rejectionRate\n    avgProcessingTime\n    avgApprovalTime\n    totalProcessed\n    totalPTOUsed\n    totalSicknessUsed\n  }\n": types.OverviewPanel_OverviewFragmentDoc,
    "\n  fragment OverviewPanel_performance on AnalyticsPerformance {\n    withinTargetRate\n    overduePending\n  }\n": types.OverviewPanel_PerformanceFragmentDoc,
    "\n  fragment PredictionsPanel_prediction on DepartmentPrediction {\n    department\n    month\n    predictedRequests\n    predictedPTOUsage\n    remainingPTODays\n    riskLevel\n    confidence\n    historyMonths\n    method\n  }\n": types.PredictionsPanel_PredictionFragmentDoc,
    "\n  fragment ReportResult_report on CustomReport {\n    reportType\n    title\n    generatedAt\n    period {\n      startDate\n      endDate\n    }\n    departments\n    summary {\n      key\n      value\n    }\n    columns {\n      key\n      label\n    }\n    rows\n    totalRows\n  }\n": types.ReportResult_ReportFragmentDoc,
    "\n  query AdminCustomReport($input: CustomReportInput!) {\n    customReport(input: $input) {\n      ...ReportResult_report\n    }\n  }\n": types.AdminCustomReportDocument,
    "\n  query ReportDepartments {\n    departments\n  }\n": types.ReportDepartmentsDocument,
    "\n  query ReportLeaveYear {\n    leaveYear {\n      start\n    }\n  }\n": types.ReportLeaveYearDocument,
    "\n  fragment TrendsPanel_trend on AnalyticsTrend {\n    month\n    requests\n    approvals\n    rejections\n    ptoDays\n    sicknessDays\n  }\n": types.TrendsPanel_TrendFragmentDoc,
    "\n  fragment AssignmentsTab_user on User {\n    id\n    fullName\n    email\n    department\n    jobTitle\n    manager {\n      id\n      fullName\n      department\n    }\n  }\n": types.AssignmentsTab_UserFragmentDoc,
    "\n  mutation AdminAssignManager($userId: ID!, $managerId: ID) {\n    assignManager(userId: $userId, managerId: $managerId) {\n      ...AssignmentsTab_user\n    }\n  }\n": types.AdminAssignManagerDocument,
    "\n  fragment AuditEntryItem_entry on AuditLog {\n    id\n    action\n    resourceType\n    resourceId\n    details\n    ipAddress\n    createdAt\n    actor {\n      id\n      fullName\n      email\n    }\n  }\n": types.AuditEntryItem_EntryFragmentDoc,
    "\n  query AdminAuditLogPage($page: Int!, $filter: AuditLogFilter) {\n    auditLogPage(page: $page, filter: $filter) {\n      page\n      pages\n      total\n      limit\n      entries {\n        id\n        ...AuditEntryItem_entry\n      }\n    }\n  }\n": types.AdminAuditLogPageDocument,
    "\n  query AdminAuditActions {\n    auditActions\n  }\n": types.AdminAuditActionsDocument,
    "\n  query AdminAuditStats {\n    auditStats {\n      since\n      totalEntries\n      activeActors\n      daily {\n        action\n        date\n        count\n      }\n      byAction {\n        key\n        count\n      }\n    }\n  }\n": types.AdminAuditStatsDocument,
    "\n  fragment PersonalAllowanceDialog_user on User {\n    id\n    allowanceOverrides {\n      type\n      days\n      reason\n      updatedAt\n    }\n  }\n": types.PersonalAllowanceDialog_UserFragmentDoc,
    "\n  query AdminPersonalAllowance($userId: ID!) {\n    user(id: $userId) {\n      ...PersonalAllowanceDialog_user\n    }\n  }\n": types.AdminPersonalAllowanceDocument,
    "\n  mutation AdminSetAllowanceOverride($input: AllowanceOverrideInput!) {\n    setAllowanceOverride(input: $input) {\n      ...PersonalAllowanceDialog_user\n    }\n  }\n": types.AdminSetAllowanceOverrideDocument,
    "\n  fragment PtoBalancesPage_balance on LeaveBalance {\n    id\n    type\n    year\n    leaveYear {\n      label\n    }\n    totalDays\n    usedDays\n    pendingDays\n    availableDays\n    status\n    requestType {\n      id\n      displayName\n      color\n    }\n    user {\n      id\n      fullName\n      email\n      department\n    }\n  }\n": types.PtoBalancesPage_BalanceFragmentDoc,
    "\n  query AdminBalances($first: Int, $after: String, $filter: LeaveBalanceFilter) {\n    balances(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n      edges {\n        node {\n          ...PtoBalancesPage_balance\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n": types.AdminBalancesDocument,
    "\n  mutation AdminUpdateBalance($id: ID!, $input: UpdateBalanceInput!) {\n    updateBalance(id: $id, input: $input) {\n      ...PtoBalancesPage_balance\n    }\n  }\n": types.AdminUpdateBalanceDocument,
    "\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    owner {\n      id\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": types.ApiTokensSection_TokenFragmentDoc,
    "\n  query AdminApiTokens {\n    apiTokens {\n      ...ApiTokensSection_token\n    }\n  }\n": types.AdminApiTokensDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokensSection_token\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokensSection_token\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  fragment WebhookDeliveries_delivery on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n    attemptLog {\n      attempt\n      statusCode\n      error\n      durationMs\n      createdAt\n    }\n  }\n": types.WebhookDeliveries_DeliveryFragmentDoc,
    "\n  query AdminWebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, first: 20) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n": types.RedeliverWebhookDeliveryDocument,
    "\n  mutation ReplayWebhookEvents($id: ID!, $after: String!) {\n    replayWebhookEvents(id: $id, after: $after) {\n      queued\n      endCursor\n      hasMore\n    }\n  }\n": types.ReplayWebhookEventsDocument,
    "\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    events\n    description\n    isActive\n    createdAt\n    deliveries(first: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n": types.WebhooksSection_WebhookFragmentDoc,
    "\n  query AdminWebhooks {\n    webhooks {\n      ...WebhooksSection_webhook\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  mutation SetWebhookActive($id: ID!, $isActive: Boolean!) {\n    updateWebhook(id: $id, input: { isActive: $isActive }) {\n      ...WebhooksSection_webhook\n    }\n  }\n": types.SetWebhookActiveDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  query LocationDays($id: ID!, $year: Int!) {\n    location(id: $id) {\n      id\n      holidays(year: $year) {\n        date\n        name\n        libraryName\n        halfDay\n        removed\n        companyDay\n      }\n    }\n  }\n": types.LocationDaysDocument,
    "\n  mutation LocationSetDay($locationId: ID!, $input: LocationDayInput!) {\n    setLocationDay(locationId: $locationId, input: $input) {\n      date\n    }\n  }\n": types.LocationSetDayDocument,
    "\n  mutation LocationClearDay($locationId: ID!, $date: Date!) {\n    clearLocationDay(locationId: $locationId, date: $date)\n  }\n": types.LocationClearDayDocument,
    "\n  query LocationsPage {\n    locations {\n      id\n      name\n      countryCode\n      countryName\n      regionCode\n      regionName\n      timeZone\n      weekendDays\n      isDefault\n      peopleCount\n      today\n    }\n    holidayCountries {\n      code\n      name\n      regions {\n        code\n        name\n      }\n    }\n  }\n": types.LocationsPageDocument,
    "\n  mutation LocationsCreate($input: CreateLocationInput!) {\n    createLocation(input: $input) {\n      id\n    }\n  }\n": types.LocationsCreateDocument,
    "\n  mutation LocationsUpdate($id: ID!, $input: UpdateLocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      id\n      name\n      countryCode\n      countryName\n      regionCode\n      regionName\n      timeZone\n      weekendDays\n      today\n    }\n  }\n": types.LocationsUpdateDocument,
    "\n  mutation LocationsDelete($id: ID!) {\n    deleteLocation(id: $id)\n  }\n": types.LocationsDeleteDocument,
    "\n  mutation AdminCreateRequestType($input: CreateRequestTypeInput!) {\n    createRequestType(input: $input) {\n      ...RequestTypesPage_type\n    }\n  }\n": types.AdminCreateRequestTypeDocument,
    "\n  mutation AdminUpdateRequestType($id: ID!, $input: UpdateRequestTypeInput!) {\n    updateRequestType(id: $id, input: $input) {\n      ...RequestTypesPage_type\n    }\n  }\n": types.AdminUpdateRequestTypeDocument,
    "\n  fragment RequestTypesPage_type on RequestType {\n    id\n    name\n    displayName\n    description\n    color\n    icon\n    requiresApproval\n    maxDaysPerYear\n    accrualType\n    accrualRate\n    isActive\n    isBuiltIn\n  }\n": types.RequestTypesPage_TypeFragmentDoc,
    "\n  query AdminRequestTypes {\n    requestTypes(includeInactive: true) {\n      ...RequestTypesPage_type\n    }\n  }\n": types.AdminRequestTypesDocument,
    "\n  mutation AdminDeleteRequestType($id: ID!) {\n    deleteRequestType(id: $id)\n  }\n": types.AdminDeleteRequestTypeDocument,
    "\n  mutation AdminUpdateUserRole($userId: ID!, $input: UpdateUserRoleInput!) {\n    updateUserRole(userId: $userId, input: $input) {\n      fullName\n      role\n      isAdmin\n      isManager\n      ...RoleManagementTab_user\n    }\n  }\n": types.AdminUpdateUserRoleDocument,
    "\n  fragment RoleManagementTab_user on User {\n    id\n    fullName\n    email\n    department\n    role\n    isAdmin\n    isManager\n    isActive\n    lastLoginAt\n  }\n": types.RoleManagementTab_UserFragmentDoc,
    "\n  query AdminRoleStats {\n    roleStats {\n      role\n      count\n      activeCount\n    }\n  }\n": types.AdminRoleStatsDocument,
    "\n  fragment PtoSettingsPage_policy on PolicySettings {\n    defaultPtoDays\n    defaultSicknessDays\n    defaultOtherDays\n    ptoAccrualType\n    sicknessAccrualType\n    ptoAccrualRate\n    sicknessAccrualRate\n    allowCarryover\n    maxCarryoverDays\n    allowNegativeBalance\n    requireManagerApproval\n    autoApprovalDelay\n    blackoutDates\n    blackoutDateRanges {\n      start\n      end\n      reason\n    }\n    departmentOverrides {\n      department\n      ptoDays\n      sicknessDays\n      otherDays\n    }\n    roleOverrides {\n      role\n      ptoDays\n      sicknessDays\n      otherDays\n    }\n    notifyOnSubmission\n    notifyOnApproval\n    notifyOnRejection\n    escalationDelay\n    dayCounting\n    carryoverExpiryMonthDay\n    minimumStaffingCount\n    minimumStaffingPercent\n    staffingHardBlock\n    updatedAt\n  }\n": types.PtoSettingsPage_PolicyFragmentDoc,
    "\n  query PtoSettings {\n    policySettings {\n      ...PtoSettingsPage_policy\n    }\n    departments\n  }\n": types.PtoSettingsDocument,
    "\n  mutation PtoSettingsSave($input: PolicySettingsInput!) {\n    updatePolicySettings(input: $input) {\n      ...PtoSettingsPage_policy\n    }\n  }\n": types.PtoSettingsSaveDocument,
    "\n  query PtoSettingsHolidays($year: Int) {\n    holidays(year: $year) {\n      id\n      date\n      name\n    }\n  }\n": types.PtoSettingsHolidaysDocument,
    "\n  mutation PtoSettingsAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n      date\n      name\n    }\n  }\n": types.PtoSettingsAddHolidayDocument,
    "\n  mutation PtoSettingsDeleteHoliday($id: ID!) {\n    deleteHoliday(id: $id)\n  }\n": types.PtoSettingsDeleteHolidayDocument,
    "\n  query SecondApprovalTypes {\n    requestTypes(includeInactive: true) {\n      id\n      displayName\n      requiresHrApproval\n    }\n  }\n": types.SecondApprovalTypesDocument,
    "\n  mutation SetSecondApproval($id: ID!, $requiresHrApproval: Boolean!) {\n    updateRequestType(id: $id, input: { requiresHrApproval: $requiresHrApproval }) {\n      id\n      requiresHrApproval\n    }\n  }\n": types.SetSecondApprovalDocument,
    "\n  query AdminUsers($first: Int, $after: String, $last: Int, $before: String, $filter: UserFilter) {\n    users(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      filter: $filter\n      orderBy: { field: NAME, direction: ASC }\n    ) {\n      totalCount\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n      edges {\n        node {\n          id\n          ...UsersTab_user\n          ...RoleManagementTab_user\n          ...AssignmentsTab_user\n        }\n      }\n    }\n    departments\n  }\n": types.AdminUsersDocument,
    "\n  query AdminManagers {\n    managers {\n      id\n      fullName\n      department\n    }\n  }\n": types.AdminManagersDocument,
    "\n  mutation AdminCreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamsTab_team\n    }\n  }\n": types.AdminCreateTeamDocument,
    "\n  mutation AdminUpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...TeamsTab_team\n    }\n  }\n": types.AdminUpdateTeamDocument,
    "\n  fragment TeamsTab_team on Team {\n    id\n    name\n    description\n    memberCount\n    manager {\n      id\n      fullName\n      department\n    }\n  }\n": types.TeamsTab_TeamFragmentDoc,
    "\n  query AdminTeams {\n    teams {\n      ...TeamsTab_team\n    }\n  }\n": types.AdminTeamsDocument,
    "\n  mutation AdminDeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n": types.AdminDeleteTeamDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UsersTab_user\n    }\n  }\n": types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UsersTab_user\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  mutation AdminSetUserPassword($userId: ID!, $password: String!) {\n    setUserPassword(userId: $userId, password: $password) {\n      id\n    }\n  }\n": types.AdminSetUserPasswordDocument,
    "\n  query UserLocationOptions {\n    locations {\n      id\n      name\n      isDefault\n    }\n  }\n": types.UserLocationOptionsDocument,
    "\n  fragment UsersTab_user on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    role\n    isAdmin\n    isManager\n    isActive\n    lastLoginAt\n    employmentStartDate\n    employmentEndDate\n    manager {\n      id\n      fullName\n      department\n    }\n    team {\n      id\n      name\n    }\n    location {\n      id\n    }\n  }\n": types.UsersTab_UserFragmentDoc,
    "\n  query AdminTeamOptions {\n    teams {\n      id\n      name\n    }\n  }\n": types.AdminTeamOptionsDocument,
    "\n  mutation AdminDeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      ...UsersTab_user\n    }\n  }\n": types.AdminDeactivateUserDocument,
    "\n  mutation AdminReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      ...UsersTab_user\n    }\n  }\n": types.AdminReactivateUserDocument,
    "\n  query AdvancedAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      scope\n      periodStart\n      periodEnd\n      generatedAt\n      overview {\n        totalEmployees\n        activeRequests\n        pendingRequests\n        approvedRequests\n        approvalRate\n        rejectionRate\n        avgProcessingTime\n        avgApprovalTime\n        totalProcessed\n        totalPTOUsed\n        totalSicknessUsed\n      }\n      trends {\n        month\n        requests\n        approvals\n        rejections\n        ptoDays\n        sicknessDays\n      }\n      departments {\n        department\n        employeeCount\n        totalRequests\n        approvalRate\n        avgPTOUsed\n        avgSicknessUsed\n      }\n      performance {\n        avgApprovalTime\n        avgProcessingTime\n        approvalRate\n        rejectionRate\n        totalProcessed\n        withinTargetRate\n        overduePending\n      }\n      predictions {\n        department\n        month\n        predictedRequests\n        predictedPTOUsage\n        remainingPTODays\n        riskLevel\n        confidence\n        historyMonths\n        method\n      }\n    }\n  }\n": types.AdvancedAnalyticsDocument,
    "\n  fragment ApprovalItem_request on LeaveRequest {\n    id\n    requestId\n    status\n    requestType {\n      id\n      displayName\n    }\n    startDate\n    endDate\n    days\n    unit\n    startTime\n    endTime\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    viewerCanDecide\n    approvalStage\n    escalationLevel\n    firstApprover {\n      id\n      fullName\n    }\n    viewerDecidesOnBehalfOf {\n      id\n      fullName\n    }\n    charges @include(if: $pending) {\n      ...YearBalanceHints_charge\n    }\n    staffing @include(if: $pending) {\n      ...StaffingWarning_check\n    }\n    othersOff @include(if: $pending) {\n      person {\n        id\n        fullName\n      }\n      status\n      startDate\n      endDate\n    }\n  }\n": types.ApprovalItem_RequestFragmentDoc,
    "\n  subscription ApprovalsRequestEvents {\n    requestEvents {\n      kind\n      request {\n        id\n      }\n    }\n  }\n": types.ApprovalsRequestEventsDocument,
    "\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveLeaveRequest(id: $id, comment: $comment) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": types.ApproveRequestDocument,
    "\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectLeaveRequest(id: $id, reason: $reason) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": types.RejectRequestDocument,
    "\n  mutation BulkApproveRequests {\n    bulkApproveLeaveRequests {\n      approved {\n        ...RequestDetailsDialog_request\n      }\n      failed {\n        id\n        requestId\n        message\n      }\n    }\n  }\n": types.BulkApproveRequestsDocument,
    "\n  query Approvals($filter: LeaveRequestFilter!, $pending: Boolean!, $first: Int!, $direction: OrderDirection!) {\n    leaveRequests(first: $first, filter: $filter, orderBy: { field: CREATED_AT, direction: $direction }) {\n      totalCount\n      edges {\n        node {\n          id\n          requestId\n          status\n          startDate\n          endDate\n          requester {\n            id\n            fullName\n            department\n          }\n          ...RequestDetailsDialog_request\n          ...ApprovalItem_request\n        }\n      }\n    }\n    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {\n      totalCount\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n": types.ApprovalsDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  query SsoConfig {\n    ssoConfig {\n      enabled\n      providerName\n      loginPath\n    }\n  }\n": types.SsoConfigDocument,
    "\n  mutation CompleteSsoLogin($code: String!, $binding: String!) {\n    completeSsoLogin(code: $code, binding: $binding) {\n      token\n      user {\n        firstName\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": types.CompleteSsoLoginDocument,
    "\n  query BalanceLedgerSummary($userId: ID!, $year: Int) {\n    user(id: $userId) {\n      id\n      fullName\n      balances(year: $year) {\n        id\n        type\n        year\n        requestType {\n          id\n          displayName\n        }\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        accruedDays\n        availableNowDays\n      }\n    }\n  }\n": types.BalanceLedgerSummaryDocument,
    "\n  query BalanceLedgerEntries($userId: ID!, $year: Int, $first: Int, $after: String, $kinds: [LedgerEntryKind!]) {\n    user(id: $userId) {\n      id\n      balances(year: $year) {\n        id\n        type\n        entries(first: $first, after: $after, filter: { kinds: $kinds }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n              kind\n              bucket\n              days\n              effectiveOn\n              scheduled\n              reason\n              createdAt\n              actor {\n                id\n                fullName\n              }\n              request {\n                id\n                requestId\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.BalanceLedgerEntriesDocument,
    "\n  query CalendarFeeds {\n    calendarFeeds {\n      kind\n      title\n      ...FeedCard_feed\n    }\n  }\n": types.CalendarFeedsDocument,
    "\n  mutation ResetCalendarFeedUrl($kind: CalendarFeedKind!) {\n    resetCalendarFeedUrl(kind: $kind) {\n      path\n      feed {\n        ...FeedCard_feed\n      }\n    }\n  }\n": types.ResetCalendarFeedUrlDocument,
    "\n  mutation RevokeCalendarFeedUrl($kind: CalendarFeedKind!) {\n    revokeCalendarFeedUrl(kind: $kind) {\n      ...FeedCard_feed\n    }\n  }\n": types.RevokeCalendarFeedUrlDocument,
    "\n  mutation UpdateCalendarFeedSettings($kind: CalendarFeedKind!, $input: CalendarFeedSettingsInput!) {\n    updateCalendarFeedSettings(kind: $kind, input: $input) {\n      ...FeedCard_feed\n    }\n  }\n": types.UpdateCalendarFeedSettingsDocument,
    "\n  query CalendarExport($input: CalendarExportInput!) {\n    calendarExport(input: $input) {\n      filename\n      content\n      eventCount\n    }\n  }\n": types.CalendarExportDocument,
    "\n  fragment FeedCard_feed on CalendarFeed {\n    kind\n    title\n    hasUrl\n    secretPrefix\n    urlCreatedAt\n    includePending\n    includeTeam\n    includeHolidays\n    fetches {\n      fetchedAt\n      client\n      userAgent\n      ipAddress\n      statusCode\n      eventCount\n    }\n  }\n": types.FeedCard_FeedFragmentDoc,
    "\n  fragment CalendarPage_entry on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    startTime\n    endTime\n    requestType {\n      id\n      displayName\n      color\n    }\n    requester {\n      id\n      fullName\n      department\n      location {\n        id\n      }\n      workSchedulesBetween(start: $start, end: $end) {\n        id\n        effectiveFrom\n        effectiveTo\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n  }\n": types.CalendarPage_EntryFragmentDoc,
    "\n  query TeamCalendar($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) {\n    teamCalendar(start: $start, end: $end, department: $department, status: $status) {\n      ...CalendarPage_entry\n    }\n    colleagueLeave(start: $start, end: $end) {\n      id\n      name\n      startDate\n      endDate\n      startHalfDay\n      endHalfDay\n      locationId\n    }\n    locationCalendars(start: $start, end: $end) {\n      location {\n        id\n        name\n        weekendDays\n      }\n      daysOff {\n        date\n        name\n        halfDay\n      }\n    }\n    viewer {\n      id\n      location {\n        id\n        name\n      }\n      workSchedulesBetween(start: $start, end: $end) {\n        id\n        effectiveFrom\n        effectiveTo\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n    departments\n  }\n": types.TeamCalendarDocument,
    "\n  fragment RecentRequests_request on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n      color\n    }\n    ...RequestDetailsDialog_request\n  }\n": types.RecentRequests_RequestFragmentDoc,
    "\n  fragment RequestForm_balance on LeaveBalance {\n    id\n    type\n    unit\n    availableDays\n  }\n": types.RequestForm_BalanceFragmentDoc,
    "\n  query RequestFormTypes {\n    requestTypes {\n      id\n      name\n      displayName\n      requiresApproval\n      unit\n    }\n  }\n": types.RequestFormTypesDocument,
    "\n  query RequestFormDayCount($input: DayCountInput!, $startDate: Date!, $endDate: Date!) {\n    leaveDayCount(input: $input) {\n      days\n      unit\n      dayCounting\n      summary\n      years {\n        ...YearBalanceHints_charge\n      }\n    }\n    staffingCheck(startDate: $startDate, endDate: $endDate) {\n      ...StaffingWarning_check\n    }\n  }\n": types.RequestFormDayCountDocument,
    "\n  mutation SubmitLeaveRequest($input: SubmitLeaveRequestInput!) {\n    submitLeaveRequest(input: $input) {\n      id\n      requestId\n      days\n      unit\n      status\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n": types.SubmitLeaveRequestDocument,
    "\n  fragment TeamOverviewCard_viewer on User {\n    id\n    department\n    manager {\n      id\n      fullName\n      email\n    }\n    team {\n      id\n      name\n      memberCount\n    }\n    directReports {\n      id\n    }\n  }\n": types.TeamOverviewCard_ViewerFragmentDoc,
    "\n  fragment TeamOverviewCard_reportingLine on Coverage {\n    label\n    people\n  }\n": types.TeamOverviewCard_ReportingLineFragmentDoc,
    "\n  fragment WaitingForYouCard_waiting on LeaveRequestConnection {\n    totalCount\n    edges {\n      node {\n        id\n        requestId\n        startDate\n        endDate\n        createdAt\n        requestType {\n          id\n          displayName\n        }\n        requester {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": types.WaitingForYouCard_WaitingFragmentDoc,
    "\n  fragment YearBalanceHints_charge on YearCharge {\n    year\n    days\n    balance {\n      id\n      year\n      unit\n      totalDays\n      accruedDays\n      usedDays\n      availableDays\n      availableNowDays\n    }\n  }\n": types.YearBalanceHints_ChargeFragmentDoc,
    "\n  query Dashboard($userId: ID!, $today: Date!, $decides: Boolean!) {\n    viewer {\n      id\n      manager {\n        id\n        fullName\n      }\n      balances {\n        id\n        type\n        unit\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        accruedDays\n        status\n        leaveYear {\n          label\n        }\n        ...RequestForm_balance\n      }\n      ...TeamOverviewCard_viewer\n    }\n    recent: leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RecentRequests_request\n        }\n      }\n    }\n    active: leaveRequests(first: 1, filter: { userId: $userId, status: [PENDING] }) {\n      totalCount\n    }\n    outToday: leaveRequests(first: 1, filter: { status: [APPROVED], from: $today, to: $today }) {\n      totalCount\n    }\n    reportingLine: coverage(scope: REPORTING_LINE) @include(if: $decides) {\n      ...TeamOverviewCard_reportingLine\n    }\n    waiting: leaveRequests(\n      first: 1\n      filter: { status: [PENDING], awaitingMyDecision: true }\n      orderBy: { field: CREATED_AT, direction: ASC }\n    ) @include(if: $decides) {\n      ...WaitingForYouCard_waiting\n    }\n  }\n": types.DashboardDocument,
    "\n  query Delegations($userId: ID) {\n    approvalDelegations(userId: $userId) {\n      id\n      delegator {\n        id\n        fullName\n      }\n      delegate {\n        id\n        fullName\n      }\n      startDate\n      endDate\n      note\n      running\n      revokedAt\n    }\n    managers {\n      id\n      fullName\n    }\n  }\n": types.DelegationsDocument,
    "\n  mutation CreateDelegation($input: ApprovalDelegationInput!) {\n    createApprovalDelegation(input: $input) {\n      id\n    }\n  }\n": types.CreateDelegationDocument,
    "\n  mutation RevokeDelegation($id: ID!) {\n    revokeApprovalDelegation(id: $id) {\n      id\n      running\n      revokedAt\n    }\n  }\n": types.RevokeDelegationDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n": types.SubmitFeedbackDocument,
    "\n  query FeedbackEntries($page: Int!, $status: FeedbackStatus) {\n    feedbackEntries(page: $page, status: $status) {\n      total\n      page\n      pages\n      newCount\n      entries {\n        id\n        category\n        message\n        pagePath\n        pageTitle\n        viewport\n        userAgent\n        status\n        createdAt\n        reporter {\n          id\n          fullName\n          email\n        }\n      }\n    }\n  }\n": types.FeedbackEntriesDocument,
    "\n  mutation UpdateFeedbackStatus($id: ID!, $status: FeedbackStatus!) {\n    updateFeedbackStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.UpdateFeedbackStatusDocument,
    "\n  fragment HistoryPage_request on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    unit\n    requestType {\n      id\n      displayName\n    }\n    ...RequestDetailsDialog_request\n  }\n": types.HistoryPage_RequestFragmentDoc,
    "\n  query RequestHistory($userId: ID!, $first: Int!) {\n    leaveRequests(first: $first, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...HistoryPage_request\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n": types.RequestHistoryDocument,
    "\n  query ImportHistory {\n    imports(first: 10) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          fileName\n          rowCount\n          createdCount\n          updatedCount\n          unchangedCount\n          createdAt\n          importedBy {\n            id\n            fullName\n          }\n        }\n      }\n    }\n  }\n": types.ImportHistoryDocument,
    "\n  fragment ImportOutcome_outcome on ImportOutcome {\n    kind\n    fileName\n    rowCount\n    created\n    updated\n    unchanged\n    fields {\n      field\n      label\n      required\n    }\n    mapping {\n      column\n      field\n    }\n    errors {\n      row\n      message\n    }\n    rows {\n      row\n      action\n      email\n      name\n      changedFields\n      leaveType\n      year\n      before {\n        totalDays\n        usedDays\n        availableDays\n      }\n      after {\n        totalDays\n        usedDays\n        availableDays\n      }\n    }\n  }\n": types.ImportOutcome_OutcomeFragmentDoc,
    "\n  mutation ImportPreview($input: ImportFileInput!) {\n    previewImport(input: $input) {\n      fields {\n        field\n        label\n        required\n      }\n      mapping {\n        column\n        field\n      }\n      errors {\n        row\n      }\n      ...ImportOutcome_outcome\n    }\n  }\n": types.ImportPreviewDocument,
    "\n  mutation ImportApply($input: ImportFileInput!) {\n    applyImport(input: $input) {\n      created\n      updated\n      unchanged\n      ...ImportOutcome_outcome\n    }\n  }\n": types.ImportApplyDocument,
    "\n  query LeaveYearSetting {\n    leaveYear {\n      label\n      startMonth\n      start\n      end\n    }\n  }\n": types.LeaveYearSettingDocument,
    "\n  mutation ChangeLeaveYearStart($startMonth: Int!, $dryRun: Boolean) {\n    changeLeaveYearStart(startMonth: $startMonth, dryRun: $dryRun) {\n      applied\n      startMonth\n      moveCount\n      negativeCount\n    }\n  }\n": types.ChangeLeaveYearStartDocument,
    "\n  query ChannelDeliveryLog($filter: ChannelDeliveryFilter) {\n    channelDeliveries(filter: $filter, first: 100) {\n      id\n      title\n      event\n      isTest\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      deliveredAt\n      channel {\n        id\n        name\n      }\n      rule {\n        id\n        name\n      }\n      person {\n        id\n        fullName\n      }\n    }\n    notificationChannels {\n      id\n      name\n    }\n  }\n": types.ChannelDeliveryLogDocument,
    "\n  mutation RedeliverChannelDelivery($id: ID!) {\n    redeliverChannelDelivery(id: $id) {\n      id\n      status\n    }\n  }\n": types.RedeliverChannelDeliveryDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      emailTypes\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($emailTypes: [NotificationType!]!) {\n    updateNotificationPreferences(emailTypes: $emailTypes) {\n      emailTypes\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  fragment ChannelsTab_channel on NotificationChannel {\n    id\n    name\n    type\n    priority\n    language\n    status\n    webhookUrlPreview\n    recipients\n    lastError\n    lastErrorAt\n    lastTestAt\n    lastTestOk\n    lastTestMessage\n    createdAt\n  }\n": types.ChannelsTab_ChannelFragmentDoc,
    "\n  query NotificationChannels {\n    notificationChannels {\n      ...ChannelsTab_channel\n    }\n  }\n": types.NotificationChannelsDocument,
    "\n  mutation CreateNotificationChannel($input: CreateNotificationChannelInput!) {\n    createNotificationChannel(input: $input) {\n      signingSecret\n      channel {\n        ...ChannelsTab_channel\n      }\n    }\n  }\n": types.CreateNotificationChannelDocument,
    "\n  mutation UpdateNotificationChannel($id: ID!, $input: UpdateNotificationChannelInput!) {\n    updateNotificationChannel(id: $id, input: $input) {\n      ...ChannelsTab_channel\n    }\n  }\n": types.UpdateNotificationChannelDocument,
    "\n  mutation DeleteNotificationChannel($id: ID!) {\n    deleteNotificationChannel(id: $id)\n  }\n": types.DeleteNotificationChannelDocument,
    "\n  mutation TestNotificationChannel($id: ID!) {\n    testNotificationChannel(id: $id) {\n      ok\n      message\n      channel {\n        ...ChannelsTab_channel\n      }\n    }\n  }\n": types.TestNotificationChannelDocument,
    "\n  fragment RulesTab_rule on NotificationRule {\n    id\n    name\n    event\n    enabled\n    cooldownMinutes\n    conditions {\n      departments\n      requestTypes\n      minDays\n      teams {\n        id\n        name\n      }\n    }\n    channels {\n      id\n      name\n      type\n    }\n  }\n": types.RulesTab_RuleFragmentDoc,
    "\n  query NotificationRules {\n    notificationRules {\n      ...RulesTab_rule\n    }\n    notificationChannels {\n      id\n      name\n      type\n    }\n    departments\n    teams {\n      id\n      name\n    }\n    requestTypes(includeInactive: true) {\n      name\n      displayName\n    }\n  }\n": types.NotificationRulesDocument,
    "\n  mutation CreateNotificationRule($input: CreateNotificationRuleInput!) {\n    createNotificationRule(input: $input) {\n      ...RulesTab_rule\n    }\n  }\n": types.CreateNotificationRuleDocument,
    "\n  mutation UpdateNotificationRule($id: ID!, $input: UpdateNotificationRuleInput!) {\n    updateNotificationRule(id: $id, input: $input) {\n      ...RulesTab_rule\n    }\n  }\n": types.UpdateNotificationRuleDocument,
    "\n  mutation DeleteNotificationRule($id: ID!) {\n    deleteNotificationRule(id: $id)\n  }\n": types.DeleteNotificationRuleDocument,
    "\n  fragment NotificationList_notification on Notification {\n    id\n    type\n    title\n    body\n    createdAt\n    readAt\n    sound\n    request {\n      id\n      requestId\n    }\n  }\n": types.NotificationList_NotificationFragmentDoc,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...NotificationList_notification\n        }\n      }\n    }\n    unreadNotificationCount\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded($after: ID) {\n    notificationAdded(after: $after) {\n      ...NotificationList_notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation ErasePersonalData($input: ErasePersonalDataInput!) {\n    erasePersonalData(input: $input) {\n      userId\n      pseudonym\n    }\n  }\n": types.ErasePersonalDataDocument,
    "\n  query PrivacySettings {\n    privacySettings {\n      retentionMonths\n      updatedAt\n    }\n  }\n": types.PrivacySettingsDocument,
    "\n  mutation UpdatePrivacySettings($retentionMonths: Int) {\n    updatePrivacySettings(retentionMonths: $retentionMonths) {\n      retentionMonths\n      updatedAt\n    }\n  }\n": types.UpdatePrivacySettingsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateProfileLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n": types.UpdateProfileLanguageDocument,
    "\n  query ProfileLocation {\n    viewer {\n      id\n      location {\n        id\n        name\n        timeZone\n        weekendDays\n        today\n      }\n    }\n  }\n": types.ProfileLocationDocument,
    "\n  query PushDevices {\n    pushPublicKey\n    pushDevices {\n      id\n      userAgent\n      createdAt\n    }\n  }\n": types.PushDevicesDocument,
    "\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n": types.RegisterPushDeviceDocument,
    "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n": types.RemovePushDeviceDocument,
    "\n  query SlackAppSection {\n    slackApp {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n": types.SlackAppSectionDocument,
    "\n  mutation ConfigureSlackApp($input: SlackAppInput!) {\n    configureSlackApp(input: $input) {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n": types.ConfigureSlackAppDocument,
    "\n  mutation RemoveSlackApp {\n    removeSlackApp {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n": types.RemoveSlackAppDocument,
    "\n  query PtoReport($range: ReportRange!, $department: String) {\n    ptoReport(range: $range, department: $department) {\n      periodStart\n      periodEnd\n      totalRequests\n      approvedRequests\n      rejectedRequests\n      pendingRequests\n      cancelledRequests\n      approvalRate\n      rejectionRate\n      pendingRate\n      averageProcessingTime\n      processingTargetHours\n      responseRate\n      coverage {\n        label\n        people\n        department\n      }\n      insights {\n        kind\n        title\n        message\n      }\n      monthlyStats {\n        month\n        requests\n        approvals\n        approvalRate\n      }\n    }\n    departments\n  }\n": types.PtoReportDocument,
    "\n  fragment RequestDetailsDialog_request on LeaveRequest {\n    id\n    requestId\n    type\n    requestType {\n      id\n      displayName\n      color\n    }\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    approver {\n      id\n      fullName\n    }\n    approvedAt\n    approvalComment\n    rejectedAt\n    rejectionReason\n    cancelledAt\n    viewerCanDecide\n    viewerCanCancel\n    approvalStage\n    escalationLevel\n    firstApprover {\n      id\n      fullName\n    }\n    firstApprovedAt\n    firstApprovalComment\n    firstApprovedOnBehalfOf {\n      id\n      fullName\n    }\n    decidedOnBehalfOf {\n      id\n      fullName\n    }\n    charges {\n      year\n      days\n    }\n  }\n": types.RequestDetailsDialog_RequestFragmentDoc,
    "\n  mutation CancelRequest($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      ...RequestDetailsDialog_request\n    }\n  }\n": types.CancelRequestDocument,
    "\n  query ProfileSchedule {\n    viewer {\n      id\n      workSchedule {\n        id\n        effectiveFrom\n        weeklyHours\n        fte\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n  }\n": types.ProfileScheduleDocument,
    "\n  query ScheduleEditor($userId: ID!) {\n    workSchedules(userId: $userId) {\n      id\n      effectiveFrom\n      effectiveTo\n      template\n      weeklyHours\n      fte\n      hours {\n        monday\n        tuesday\n        wednesday\n        thursday\n        friday\n        saturday\n        sunday\n      }\n    }\n    workingTime {\n      fullTimeHours\n      templates {\n        key\n        name\n        weeklyHours\n        fte\n      }\n    }\n  }\n": types.ScheduleEditorDocument,
    "\n  mutation ScheduleEditorSet($input: SetWorkScheduleInput!) {\n    setWorkSchedule(input: $input) {\n      id\n    }\n  }\n": types.ScheduleEditorSetDocument,
    "\n  mutation ScheduleEditorRemove($id: ID!) {\n    removeWorkSchedule(id: $id)\n  }\n": types.ScheduleEditorRemoveDocument,
    "\n  query AssignWorkCalendarOptions {\n    locations {\n      id\n      name\n    }\n    workingTime {\n      templates {\n        key\n        name\n      }\n    }\n  }\n": types.AssignWorkCalendarOptionsDocument,
    "\n  mutation AssignWorkCalendar($input: AssignWorkCalendarInput!) {\n    assignWorkCalendar(input: $input) {\n      id\n      location {\n        id\n        name\n      }\n      workSchedule {\n        id\n        template\n        effectiveFrom\n      }\n    }\n  }\n": types.AssignWorkCalendarDocument,
    "\n  query SavedSearches {\n    savedSearches {\n      id\n      name\n      criteria {\n        text\n        types\n        statuses\n        from\n        to\n        departments\n        roles\n        minDays\n        maxDays\n        hasNotes\n        sortField\n        sortDirection\n      }\n    }\n  }\n": types.SavedSearchesDocument,
    "\n  mutation SaveSearch($name: String!, $criteria: SearchCriteriaInput!) {\n    saveSearch(name: $name, criteria: $criteria) {\n      id\n      name\n    }\n  }\n": types.SaveSearchDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": types.DeleteSavedSearchDocument,
    "\n  query AdvancedSearch($criteria: SearchCriteriaInput!, $page: Int!, $pageSize: Int!) {\n    search(criteria: $criteria, page: $page, pageSize: $pageSize) {\n      totalCount\n      totalCountIsExact\n      page\n      pages\n      pageSize\n      peopleCount\n      people {\n        id\n        fullName\n        email\n        department\n        jobTitle\n      }\n      requests {\n        ...SearchResultsTable_request\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n": types.AdvancedSearchDocument,
    "\n  query AdvancedSearchExport($criteria: SearchCriteriaInput!) {\n    searchExport(criteria: $criteria) {\n      filename\n      csv\n      rowCount\n      truncated\n    }\n  }\n": types.AdvancedSearchExportDocument,
    "\n  fragment SearchResultsTable_request on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n    }\n    requester {\n      id\n      fullName\n      department\n    }\n    ...RequestDetailsDialog_request\n  }\n": types.SearchResultsTable_RequestFragmentDoc,
    "\n  query SlackAccountSection {\n    mySlackAccount {\n      slackAppSetUp\n      slackUserId\n      slackUserName\n      linkedAt\n    }\n  }\n": types.SlackAccountSectionDocument,
    "\n  mutation StartSlackLink {\n    startSlackLink {\n      code\n      expiresAt\n      command\n    }\n  }\n": types.StartSlackLinkDocument,
    "\n  mutation UnlinkSlackAccount {\n    unlinkSlackAccount {\n      slackAppSetUp\n      slackUserId\n      slackUserName\n      linkedAt\n    }\n  }\n": types.UnlinkSlackAccountDocument,
    "\n  query StaffingShortfalls($start: Date!, $end: Date!) {\n    staffingShortfalls(start: $start, end: $end) {\n      date\n      teamName\n      teamSize\n      present\n      required\n      absent {\n        name\n        status\n      }\n    }\n  }\n": types.StaffingShortfallsDocument,
    "\n  fragment StaffingWarning_check on StaffingCheck {\n    hardBlock\n    shortfalls {\n      date\n      teamName\n      teamSize\n      present\n      required\n      absent {\n        name\n        status\n      }\n    }\n  }\n": types.StaffingWarning_CheckFragmentDoc,
    "\n  fragment TeamMemberCard_member on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    jobTitle\n    department\n    balances {\n      id\n      type\n      totalDays\n      usedDays\n      pendingDays\n      availableDays\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n": types.TeamMemberCard_MemberFragmentDoc,
    "\n  fragment TeamMemberCard_upcoming on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    requester {\n      id\n    }\n    requestType {\n      id\n      displayName\n    }\n  }\n": types.TeamMemberCard_UpcomingFragmentDoc,
    "\n  query TeamOverview($from: Date!, $to: Date!) {\n    teamOverview {\n      coverage {\n        label\n        people\n      }\n      teamSize\n      upcomingPtoRequests\n      upcomingPtoDays\n      members {\n        alert\n        ptoAvailableDays\n        user {\n          id\n          firstName\n          lastName\n          email\n          jobTitle\n          department\n          ...TeamMemberCard_member\n        }\n      }\n    }\n    upcoming: leaveRequests(\n      first: 100\n      filter: { status: [APPROVED, PENDING], from: $from, to: $to }\n      orderBy: { field: START_DATE, direction: ASC }\n    ) {\n      edges {\n        node {\n          id\n          status\n          startDate\n          requester {\n            id\n          }\n          ...TeamMemberCard_upcoming\n        }\n      }\n    }\n  }\n": types.TeamOverviewDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthProvider_viewer on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    workHours\n    workAddress\n    profileImageUrl\n    role\n    isAdmin\n    isManager\n    isHr\n    isActive\n    capabilities\n    language\n    manager {\n      id\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AuthProvider_viewer on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    workHours\n    workAddress\n    profileImageUrl\n    role\n    isAdmin\n    isManager\n    isHr\n    isActive\n    capabilities\n    language\n    manager {\n      id\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      ...AuthProvider_viewer\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      ...AuthProvider_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    logout\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Pagination_pageInfo on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n"): (typeof documents)["\n  fragment Pagination_pageInfo on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      overview {\n        ...OverviewPanel_overview\n      }\n      performance {\n        ...OverviewPanel_performance\n      }\n      trends {\n        ...TrendsPanel_trend\n      }\n      departments {\n        ...DepartmentsPanel_department\n      }\n      predictions {\n        ...PredictionsPanel_prediction\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      overview {\n        ...OverviewPanel_overview\n      }\n      performance {\n        ...OverviewPanel_performance\n      }\n      trends {\n        ...TrendsPanel_trend\n      }\n      departments {\n        ...DepartmentsPanel_department\n      }\n      predictions {\n        ...PredictionsPanel_prediction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepartmentsPanel_department on DepartmentAnalytics {\n    department\n    employeeCount\n    totalRequests\n    approvalRate\n    avgPTOUsed\n    avgSicknessUsed\n  }\n"): (typeof documents)["\n  fragment DepartmentsPanel_department on DepartmentAnalytics {\n    department\n    employeeCount\n    totalRequests\n    approvalRate\n    avgPTOUsed\n    avgSicknessUsed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewPanel_overview on AnalyticsOverview {\n    totalEmployees\n    activeRequests\n    pendingRequests\n    approvedRequests\n    approvalRate\n    rejectionRate\n    avgProcessingTime\n    avgApprovalTime\n    totalProcessed\n    totalPTOUsed\n    totalSicknessUsed\n  }\n"): (typeof documents)["\n  fragment OverviewPanel_overview on AnalyticsOverview {\n    totalEmployees\n    activeRequests\n    pendingRequests\n    approvedRequests\n    approvalRate\n    rejectionRate\n    avgProcessingTime\n    avgApprovalTime\n    totalProcessed\n    totalPTOUsed\n    totalSicknessUsed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewPanel_performance on AnalyticsPerformance {\n    withinTargetRate\n    overduePending\n  }\n"): (typeof documents)["\n  fragment OverviewPanel_performance on AnalyticsPerformance {\n    withinTargetRate\n    overduePending\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PredictionsPanel_prediction on DepartmentPrediction {\n    department\n    month\n    predictedRequests\n    predictedPTOUsage\n    remainingPTODays\n    riskLevel\n    confidence\n    historyMonths\n    method\n  }\n"): (typeof documents)["\n  fragment PredictionsPanel_prediction on DepartmentPrediction {\n    department\n    month\n    predictedRequests\n    predictedPTOUsage\n    remainingPTODays\n    riskLevel\n    confidence\n    historyMonths\n    method\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportResult_report on CustomReport {\n    reportType\n    title\n    generatedAt\n    period {\n      startDate\n      endDate\n    }\n    departments\n    summary {\n      key\n      value\n    }\n    columns {\n      key\n      label\n    }\n    rows\n    totalRows\n  }\n"): (typeof documents)["\n  fragment ReportResult_report on CustomReport {\n    reportType\n    title\n    generatedAt\n    period {\n      startDate\n      endDate\n    }\n    departments\n    summary {\n      key\n      value\n    }\n    columns {\n      key\n      label\n    }\n    rows\n    totalRows\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomReport($input: CustomReportInput!) {\n    customReport(input: $input) {\n      ...ReportResult_report\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomReport($input: CustomReportInput!) {\n    customReport(input: $input) {\n      ...ReportResult_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportDepartments {\n    departments\n  }\n"): (typeof documents)["\n  query ReportDepartments {\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportLeaveYear {\n    leaveYear {\n      start\n    }\n  }\n"): (typeof documents)["\n  query ReportLeaveYear {\n    leaveYear {\n      start\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrendsPanel_trend on AnalyticsTrend {\n    month\n    requests\n    approvals\n    rejections\n    ptoDays\n    sicknessDays\n  }\n"): (typeof documents)["\n  fragment TrendsPanel_trend on AnalyticsTrend {\n    month\n    requests\n    approvals\n    rejections\n    ptoDays\n    sicknessDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssignmentsTab_user on User {\n    id\n    fullName\n    email\n    department\n    jobTitle\n    manager {\n      id\n      fullName\n      department\n    }\n  }\n"): (typeof documents)["\n  fragment AssignmentsTab_user on User {\n    id\n    fullName\n    email\n    department\n    jobTitle\n    manager {\n      id\n      fullName\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignManager($userId: ID!, $managerId: ID) {\n    assignManager(userId: $userId, managerId: $managerId) {\n      ...AssignmentsTab_user\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAssignManager($userId: ID!, $managerId: ID) {\n    assignManager(userId: $userId, managerId: $managerId) {\n      ...AssignmentsTab_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryItem_entry on AuditLog {\n    id\n    action\n    resourceType\n    resourceId\n    details\n    ipAddress\n    createdAt\n    actor {\n      id\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntryItem_entry on AuditLog {\n    id\n    action\n    resourceType\n    resourceId\n    details\n    ipAddress\n    createdAt\n    actor {\n      id\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLogPage($page: Int!, $filter: AuditLogFilter) {\n    auditLogPage(page: $page, filter: $filter) {\n      page\n      pages\n      total\n      limit\n      entries {\n        id\n        ...AuditEntryItem_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLogPage($page: Int!, $filter: AuditLogFilter) {\n    auditLogPage(page: $page, filter: $filter) {\n      page\n      pages\n      total\n      limit\n      entries {\n        id\n        ...AuditEntryItem_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditActions {\n    auditActions\n  }\n"): (typeof documents)["\n  query AdminAuditActions {\n    auditActions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditStats {\n    auditStats {\n      since\n      totalEntries\n      activeActors\n      daily {\n        action\n        date\n        count\n      }\n      byAction {\n        key\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditStats {\n    auditStats {\n      since\n      totalEntries\n      activeActors\n      daily {\n        action\n        date\n        count\n      }\n      byAction {\n        key\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalAllowanceDialog_user on User {\n    id\n    allowanceOverrides {\n      type\n      days\n      reason\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  fragment PersonalAllowanceDialog_user on User {\n    id\n    allowanceOverrides {\n      type\n      days\n      reason\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPersonalAllowance($userId: ID!) {\n    user(id: $userId) {\n      ...PersonalAllowanceDialog_user\n    }\n  }\n"): (typeof documents)["\n  query AdminPersonalAllowance($userId: ID!) {\n    user(id: $userId) {\n      ...PersonalAllowanceDialog_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetAllowanceOverride($input: AllowanceOverrideInput!) {\n    setAllowanceOverride(input: $input) {\n      ...PersonalAllowanceDialog_user\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetAllowanceOverride($input: AllowanceOverrideInput!) {\n    setAllowanceOverride(input: $input) {\n      ...PersonalAllowanceDialog_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PtoBalancesPage_balance on LeaveBalance {\n    id\n    type\n    year\n    leaveYear {\n      label\n    }\n    totalDays\n    usedDays\n    pendingDays\n    availableDays\n    status\n    requestType {\n      id\n      displayName\n      color\n    }\n    user {\n      id\n      fullName\n      email\n      department\n    }\n  }\n"): (typeof documents)["\n  fragment PtoBalancesPage_balance on LeaveBalance {\n    id\n    type\n    year\n    leaveYear {\n      label\n    }\n    totalDays\n    usedDays\n    pendingDays\n    availableDays\n    status\n    requestType {\n      id\n      displayName\n      color\n    }\n    user {\n      id\n      fullName\n      email\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBalances($first: Int, $after: String, $filter: LeaveBalanceFilter) {\n    balances(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n      edges {\n        node {\n          ...PtoBalancesPage_balance\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query AdminBalances($first: Int, $after: String, $filter: LeaveBalanceFilter) {\n    balances(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n      edges {\n        node {\n          ...PtoBalancesPage_balance\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateBalance($id: ID!, $input: UpdateBalanceInput!) {\n    updateBalance(id: $id, input: $input) {\n      ...PtoBalancesPage_balance\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateBalance($id: ID!, $input: UpdateBalanceInput!) {\n    updateBalance(id: $id, input: $input) {\n      ...PtoBalancesPage_balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    owner {\n      id\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    owner {\n      id\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiTokens {\n    apiTokens {\n      ...ApiTokensSection_token\n    }\n  }\n"): (typeof documents)["\n  query AdminApiTokens {\n    apiTokens {\n      ...ApiTokensSection_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokensSection_token\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokensSection_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokensSection_token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokensSection_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveries_delivery on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n    attemptLog {\n      attempt\n      statusCode\n      error\n      durationMs\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveries_delivery on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    deliveredAt\n    attemptLog {\n      attempt\n      statusCode\n      error\n      durationMs\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, first: 20) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, first: 20) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...WebhookDeliveries_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplayWebhookEvents($id: ID!, $after: String!) {\n    replayWebhookEvents(id: $id, after: $after) {\n      queued\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  mutation ReplayWebhookEvents($id: ID!, $after: String!) {\n    replayWebhookEvents(id: $id, after: $after) {\n      queued\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    events\n    description\n    isActive\n    createdAt\n    deliveries(first: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    events\n    description\n    isActive\n    createdAt\n    deliveries(first: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks {\n    webhooks {\n      ...WebhooksSection_webhook\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhooks {\n    webhooks {\n      ...WebhooksSection_webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookActive($id: ID!, $isActive: Boolean!) {\n    updateWebhook(id: $id, input: { isActive: $isActive }) {\n      ...WebhooksSection_webhook\n    }\n  }\n"): (typeof documents)["\n  mutation SetWebhookActive($id: ID!, $isActive: Boolean!) {\n    updateWebhook(id: $id, input: { isActive: $isActive }) {\n      ...WebhooksSection_webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationDays($id: ID!, $year: Int!) {\n    location(id: $id) {\n      id\n      holidays(year: $year) {\n        date\n        name\n        libraryName\n        halfDay\n        removed\n        companyDay\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationDays($id: ID!, $year: Int!) {\n    location(id: $id) {\n      id\n      holidays(year: $year) {\n        date\n        name\n        libraryName\n        halfDay\n        removed\n        companyDay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LocationSetDay($locationId: ID!, $input: LocationDayInput!) {\n    setLocationDay(locationId: $locationId, input: $input) {\n      date\n    }\n  }\n"): (typeof documents)["\n  mutation LocationSetDay($locationId: ID!, $input: LocationDayInput!) {\n    setLocationDay(locationId: $locationId, input: $input) {\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LocationClearDay($locationId: ID!, $date: Date!) {\n    clearLocationDay(locationId: $locationId, date: $date)\n  }\n"): (typeof documents)["\n  mutation LocationClearDay($locationId: ID!, $date: Date!) {\n    clearLocationDay(locationId: $locationId, date: $date)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationsPage {\n    locations {\n      id\n      name\n      countryCode\n      countryName\n      regionCode\n      regionName\n      timeZone\n      weekendDays\n      isDefault\n      peopleCount\n      today\n    }\n    holidayCountries {\n      code\n      name\n      regions {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationsPage {\n    locations {\n      id\n      name\n      countryCode\n      countryName\n      regionCode\n      regionName\n      timeZone\n      weekendDays\n      isDefault\n      peopleCount\n      today\n    }\n    holidayCountries {\n      code\n      name\n      regions {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LocationsCreate($input: CreateLocationInput!) {\n    createLocation(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation LocationsCreate($input: CreateLocationInput!) {\n    createLocation(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LocationsUpdate($id: ID!, $input: UpdateLocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      id\n      name\n      countryCode\n      countryName\n      regionCode\n      regionName\n      timeZone\n      weekendDays\n      today\n    }\n  }\n"): (typeof documents)["\n  mutation LocationsUpdate($id: ID!, $input: UpdateLocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      id\n      name\n      countryCode\n      countryName\n      regionCode\n      regionName\n      timeZone\n      weekendDays\n      today\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LocationsDelete($id: ID!) {\n    deleteLocation(id: $id)\n  }\n"): (typeof documents)["\n  mutation LocationsDelete($id: ID!) {\n    deleteLocation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateRequestType($input: CreateRequestTypeInput!) {\n    createRequestType(input: $input) {\n      ...RequestTypesPage_type\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateRequestType($input: CreateRequestTypeInput!) {\n    createRequestType(input: $input) {\n      ...RequestTypesPage_type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateRequestType($id: ID!, $input: UpdateRequestTypeInput!) {\n    updateRequestType(id: $id, input: $input) {\n      ...RequestTypesPage_type\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateRequestType($id: ID!, $input: UpdateRequestTypeInput!) {\n    updateRequestType(id: $id, input: $input) {\n      ...RequestTypesPage_type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestTypesPage_type on RequestType {\n    id\n    name\n    displayName\n    description\n    color\n    icon\n    requiresApproval\n    maxDaysPerYear\n    accrualType\n    accrualRate\n    isActive\n    isBuiltIn\n  }\n"): (typeof documents)["\n  fragment RequestTypesPage_type on RequestType {\n    id\n    name\n    displayName\n    description\n    color\n    icon\n    requiresApproval\n    maxDaysPerYear\n    accrualType\n    accrualRate\n    isActive\n    isBuiltIn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRequestTypes {\n    requestTypes(includeInactive: true) {\n      ...RequestTypesPage_type\n    }\n  }\n"): (typeof documents)["\n  query AdminRequestTypes {\n    requestTypes(includeInactive: true) {\n      ...RequestTypesPage_type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteRequestType($id: ID!) {\n    deleteRequestType(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteRequestType($id: ID!) {\n    deleteRequestType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUserRole($userId: ID!, $input: UpdateUserRoleInput!) {\n    updateUserRole(userId: $userId, input: $input) {\n      fullName\n      role\n      isAdmin\n      isManager\n      ...RoleManagementTab_user\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUserRole($userId: ID!, $input: UpdateUserRoleInput!) {\n    updateUserRole(userId: $userId, input: $input) {\n      fullName\n      role\n      isAdmin\n      isManager\n      ...RoleManagementTab_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleManagementTab_user on User {\n    id\n    fullName\n    email\n    department\n    role\n    isAdmin\n    isManager\n    isActive\n    lastLoginAt\n  }\n"): (typeof documents)["\n  fragment RoleManagementTab_user on User {\n    id\n    fullName\n    email\n    department\n    role\n    isAdmin\n    isManager\n    isActive\n    lastLoginAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoleStats {\n    roleStats {\n      role\n      count\n      activeCount\n    }\n  }\n"): (typeof documents)["\n  query AdminRoleStats {\n    roleStats {\n      role\n      count\n      activeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PtoSettingsPage_policy on PolicySettings {\n    defaultPtoDays\n    defaultSicknessDays\n    defaultOtherDays\n    ptoAccrualType\n    sicknessAccrualType\n    ptoAccrualRate\n    sicknessAccrualRate\n    allowCarryover\n    maxCarryoverDays\n    allowNegativeBalance\n    requireManagerApproval\n    autoApprovalDelay\n    blackoutDates\n    blackoutDateRanges {\n      start\n      end\n      reason\n    }\n    departmentOverrides {\n      department\n      ptoDays\n      sicknessDays\n      otherDays\n    }\n    roleOverrides {\n      role\n      ptoDays\n      sicknessDays\n      otherDays\n    }\n    notifyOnSubmission\n    notifyOnApproval\n    notifyOnRejection\n    escalationDelay\n    dayCounting\n    carryoverExpiryMonthDay\n    minimumStaffingCount\n    minimumStaffingPercent\n    staffingHardBlock\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PtoSettingsPage_policy on PolicySettings {\n    defaultPtoDays\n    defaultSicknessDays\n    defaultOtherDays\n    ptoAccrualType\n    sicknessAccrualType\n    ptoAccrualRate\n    sicknessAccrualRate\n    allowCarryover\n    maxCarryoverDays\n    allowNegativeBalance\n    requireManagerApproval\n    autoApprovalDelay\n    blackoutDates\n    blackoutDateRanges {\n      start\n      end\n      reason\n    }\n    departmentOverrides {\n      department\n      ptoDays\n      sicknessDays\n      otherDays\n    }\n    roleOverrides {\n      role\n      ptoDays\n      sicknessDays\n      otherDays\n    }\n    notifyOnSubmission\n    notifyOnApproval\n    notifyOnRejection\n    escalationDelay\n    dayCounting\n    carryoverExpiryMonthDay\n    minimumStaffingCount\n    minimumStaffingPercent\n    staffingHardBlock\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PtoSettings {\n    policySettings {\n      ...PtoSettingsPage_policy\n    }\n    departments\n  }\n"): (typeof documents)["\n  query PtoSettings {\n    policySettings {\n      ...PtoSettingsPage_policy\n    }\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PtoSettingsSave($input: PolicySettingsInput!) {\n    updatePolicySettings(input: $input) {\n      ...PtoSettingsPage_policy\n    }\n  }\n"): (typeof documents)["\n  mutation PtoSettingsSave($input: PolicySettingsInput!) {\n    updatePolicySettings(input: $input) {\n      ...PtoSettingsPage_policy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PtoSettingsHolidays($year: Int) {\n    holidays(year: $year) {\n      id\n      date\n      name\n    }\n  }\n"): (typeof documents)["\n  query PtoSettingsHolidays($year: Int) {\n    holidays(year: $year) {\n      id\n      date\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PtoSettingsAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n      date\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PtoSettingsAddHoliday($input: HolidayInput!) {\n    addHoliday(input: $input) {\n      id\n      date\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PtoSettingsDeleteHoliday($id: ID!) {\n    deleteHoliday(id: $id)\n  }\n"): (typeof documents)["\n  mutation PtoSettingsDeleteHoliday($id: ID!) {\n    deleteHoliday(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecondApprovalTypes {\n    requestTypes(includeInactive: true) {\n      id\n      displayName\n      requiresHrApproval\n    }\n  }\n"): (typeof documents)["\n  query SecondApprovalTypes {\n    requestTypes(includeInactive: true) {\n      id\n      displayName\n      requiresHrApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSecondApproval($id: ID!, $requiresHrApproval: Boolean!) {\n    updateRequestType(id: $id, input: { requiresHrApproval: $requiresHrApproval }) {\n      id\n      requiresHrApproval\n    }\n  }\n"): (typeof documents)["\n  mutation SetSecondApproval($id: ID!, $requiresHrApproval: Boolean!) {\n    updateRequestType(id: $id, input: { requiresHrApproval: $requiresHrApproval }) {\n      id\n      requiresHrApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($first: Int, $after: String, $last: Int, $before: String, $filter: UserFilter) {\n    users(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      filter: $filter\n      orderBy: { field: NAME, direction: ASC }\n    ) {\n      totalCount\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n      edges {\n        node {\n          id\n          ...UsersTab_user\n          ...RoleManagementTab_user\n          ...AssignmentsTab_user\n        }\n      }\n    }\n    departments\n  }\n"): (typeof documents)["\n  query AdminUsers($first: Int, $after: String, $last: Int, $before: String, $filter: UserFilter) {\n    users(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      filter: $filter\n      orderBy: { field: NAME, direction: ASC }\n    ) {\n      totalCount\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n      edges {\n        node {\n          id\n          ...UsersTab_user\n          ...RoleManagementTab_user\n          ...AssignmentsTab_user\n        }\n      }\n    }\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminManagers {\n    managers {\n      id\n      fullName\n      department\n    }\n  }\n"): (typeof documents)["\n  query AdminManagers {\n    managers {\n      id\n      fullName\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamsTab_team\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamsTab_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...TeamsTab_team\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...TeamsTab_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamsTab_team on Team {\n    id\n    name\n    description\n    memberCount\n    manager {\n      id\n      fullName\n      department\n    }\n  }\n"): (typeof documents)["\n  fragment TeamsTab_team on Team {\n    id\n    name\n    description\n    memberCount\n    manager {\n      id\n      fullName\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTeams {\n    teams {\n      ...TeamsTab_team\n    }\n  }\n"): (typeof documents)["\n  query AdminTeams {\n    teams {\n      ...TeamsTab_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UsersTab_user\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UsersTab_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UsersTab_user\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UsersTab_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserPassword($userId: ID!, $password: String!) {\n    setUserPassword(userId: $userId, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetUserPassword($userId: ID!, $password: String!) {\n    setUserPassword(userId: $userId, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserLocationOptions {\n    locations {\n      id\n      name\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query UserLocationOptions {\n    locations {\n      id\n      name\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersTab_user on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    role\n    isAdmin\n    isManager\n    isActive\n    lastLoginAt\n    employmentStartDate\n    employmentEndDate\n    manager {\n      id\n      fullName\n      department\n    }\n    team {\n      id\n      name\n    }\n    location {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment UsersTab_user on User {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    department\n    jobTitle\n    role\n    isAdmin\n    isManager\n    isActive\n    lastLoginAt\n    employmentStartDate\n    employmentEndDate\n    manager {\n      id\n      fullName\n      department\n    }\n    team {\n      id\n      name\n    }\n    location {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTeamOptions {\n    teams {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminTeamOptions {\n    teams {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      ...UsersTab_user\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      ...UsersTab_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      ...UsersTab_user\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      ...UsersTab_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvancedAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      scope\n      periodStart\n      periodEnd\n      generatedAt\n      overview {\n        totalEmployees\n        activeRequests\n        pendingRequests\n        approvedRequests\n        approvalRate\n        rejectionRate\n        avgProcessingTime\n        avgApprovalTime\n        totalProcessed\n        totalPTOUsed\n        totalSicknessUsed\n      }\n      trends {\n        month\n        requests\n        approvals\n        rejections\n        ptoDays\n        sicknessDays\n      }\n      departments {\n        department\n        employeeCount\n        totalRequests\n        approvalRate\n        avgPTOUsed\n        avgSicknessUsed\n      }\n      performance {\n        avgApprovalTime\n        avgProcessingTime\n        approvalRate\n        rejectionRate\n        totalProcessed\n        withinTargetRate\n        overduePending\n      }\n      predictions {\n        department\n        month\n        predictedRequests\n        predictedPTOUsage\n        remainingPTODays\n        riskLevel\n        confidence\n        historyMonths\n        method\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdvancedAnalytics($periodDays: Int!) {\n    analytics(periodDays: $periodDays) {\n      periodDays\n      scope\n      periodStart\n      periodEnd\n      generatedAt\n      overview {\n        totalEmployees\n        activeRequests\n        pendingRequests\n        approvedRequests\n        approvalRate\n        rejectionRate\n        avgProcessingTime\n        avgApprovalTime\n        totalProcessed\n        totalPTOUsed\n        totalSicknessUsed\n      }\n      trends {\n        month\n        requests\n        approvals\n        rejections\n        ptoDays\n        sicknessDays\n      }\n      departments {\n        department\n        employeeCount\n        totalRequests\n        approvalRate\n        avgPTOUsed\n        avgSicknessUsed\n      }\n      performance {\n        avgApprovalTime\n        avgProcessingTime\n        approvalRate\n        rejectionRate\n        totalProcessed\n        withinTargetRate\n        overduePending\n      }\n      predictions {\n        department\n        month\n        predictedRequests\n        predictedPTOUsage\n        remainingPTODays\n        riskLevel\n        confidence\n        historyMonths\n        method\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalItem_request on LeaveRequest {\n    id\n    requestId\n    status\n    requestType {\n      id\n      displayName\n    }\n    startDate\n    endDate\n    days\n    unit\n    startTime\n    endTime\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    viewerCanDecide\n    approvalStage\n    escalationLevel\n    firstApprover {\n      id\n      fullName\n    }\n    viewerDecidesOnBehalfOf {\n      id\n      fullName\n    }\n    charges @include(if: $pending) {\n      ...YearBalanceHints_charge\n    }\n    staffing @include(if: $pending) {\n      ...StaffingWarning_check\n    }\n    othersOff @include(if: $pending) {\n      person {\n        id\n        fullName\n      }\n      status\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  fragment ApprovalItem_request on LeaveRequest {\n    id\n    requestId\n    status\n    requestType {\n      id\n      displayName\n    }\n    startDate\n    endDate\n    days\n    unit\n    startTime\n    endTime\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    viewerCanDecide\n    approvalStage\n    escalationLevel\n    firstApprover {\n      id\n      fullName\n    }\n    viewerDecidesOnBehalfOf {\n      id\n      fullName\n    }\n    charges @include(if: $pending) {\n      ...YearBalanceHints_charge\n    }\n    staffing @include(if: $pending) {\n      ...StaffingWarning_check\n    }\n    othersOff @include(if: $pending) {\n      person {\n        id\n        fullName\n      }\n      status\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApprovalsRequestEvents {\n    requestEvents {\n      kind\n      request {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ApprovalsRequestEvents {\n    requestEvents {\n      kind\n      request {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveLeaveRequest(id: $id, comment: $comment) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRequest($id: ID!, $comment: String) {\n    approveLeaveRequest(id: $id, comment: $comment) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectLeaveRequest(id: $id, reason: $reason) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRequest($id: ID!, $reason: String!) {\n    rejectLeaveRequest(id: $id, reason: $reason) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkApproveRequests {\n    bulkApproveLeaveRequests {\n      approved {\n        ...RequestDetailsDialog_request\n      }\n      failed {\n        id\n        requestId\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BulkApproveRequests {\n    bulkApproveLeaveRequests {\n      approved {\n        ...RequestDetailsDialog_request\n      }\n      failed {\n        id\n        requestId\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Approvals($filter: LeaveRequestFilter!, $pending: Boolean!, $first: Int!, $direction: OrderDirection!) {\n    leaveRequests(first: $first, filter: $filter, orderBy: { field: CREATED_AT, direction: $direction }) {\n      totalCount\n      edges {\n        node {\n          id\n          requestId\n          status\n          startDate\n          endDate\n          requester {\n            id\n            fullName\n            department\n          }\n          ...RequestDetailsDialog_request\n          ...ApprovalItem_request\n        }\n      }\n    }\n    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {\n      totalCount\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n"): (typeof documents)["\n  query Approvals($filter: LeaveRequestFilter!, $pending: Boolean!, $first: Int!, $direction: OrderDirection!) {\n    leaveRequests(first: $first, filter: $filter, orderBy: { field: CREATED_AT, direction: $direction }) {\n      totalCount\n      edges {\n        node {\n          id\n          requestId\n          status\n          startDate\n          endDate\n          requester {\n            id\n            fullName\n            department\n          }\n          ...RequestDetailsDialog_request\n          ...ApprovalItem_request\n        }\n      }\n    }\n    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {\n      totalCount\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoConfig {\n    ssoConfig {\n      enabled\n      providerName\n      loginPath\n    }\n  }\n"): (typeof documents)["\n  query SsoConfig {\n    ssoConfig {\n      enabled\n      providerName\n      loginPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSsoLogin($code: String!, $binding: String!) {\n    completeSsoLogin(code: $code, binding: $binding) {\n      token\n      user {\n        firstName\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSsoLogin($code: String!, $binding: String!) {\n    completeSsoLogin(code: $code, binding: $binding) {\n      token\n      user {\n        firstName\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BalanceLedgerSummary($userId: ID!, $year: Int) {\n    user(id: $userId) {\n      id\n      fullName\n      balances(year: $year) {\n        id\n        type\n        year\n        requestType {\n          id\n          displayName\n        }\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        accruedDays\n        availableNowDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query BalanceLedgerSummary($userId: ID!, $year: Int) {\n    user(id: $userId) {\n      id\n      fullName\n      balances(year: $year) {\n        id\n        type\n        year\n        requestType {\n          id\n          displayName\n        }\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        accruedDays\n        availableNowDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BalanceLedgerEntries($userId: ID!, $year: Int, $first: Int, $after: String, $kinds: [LedgerEntryKind!]) {\n    user(id: $userId) {\n      id\n      balances(year: $year) {\n        id\n        type\n        entries(first: $first, after: $after, filter: { kinds: $kinds }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n              kind\n              bucket\n              days\n              effectiveOn\n              scheduled\n              reason\n              createdAt\n              actor {\n                id\n                fullName\n              }\n              request {\n                id\n                requestId\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BalanceLedgerEntries($userId: ID!, $year: Int, $first: Int, $after: String, $kinds: [LedgerEntryKind!]) {\n    user(id: $userId) {\n      id\n      balances(year: $year) {\n        id\n        type\n        entries(first: $first, after: $after, filter: { kinds: $kinds }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n              kind\n              bucket\n              days\n              effectiveOn\n              scheduled\n              reason\n              createdAt\n              actor {\n                id\n                fullName\n              }\n              request {\n                id\n                requestId\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeeds {\n    calendarFeeds {\n      kind\n      title\n      ...FeedCard_feed\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeeds {\n    calendarFeeds {\n      kind\n      title\n      ...FeedCard_feed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarFeedUrl($kind: CalendarFeedKind!) {\n    resetCalendarFeedUrl(kind: $kind) {\n      path\n      feed {\n        ...FeedCard_feed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetCalendarFeedUrl($kind: CalendarFeedKind!) {\n    resetCalendarFeedUrl(kind: $kind) {\n      path\n      feed {\n        ...FeedCard_feed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeedUrl($kind: CalendarFeedKind!) {\n    revokeCalendarFeedUrl(kind: $kind) {\n      ...FeedCard_feed\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeedUrl($kind: CalendarFeedKind!) {\n    revokeCalendarFeedUrl(kind: $kind) {\n      ...FeedCard_feed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarFeedSettings($kind: CalendarFeedKind!, $input: CalendarFeedSettingsInput!) {\n    updateCalendarFeedSettings(kind: $kind, input: $input) {\n      ...FeedCard_feed\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCalendarFeedSettings($kind: CalendarFeedKind!, $input: CalendarFeedSettingsInput!) {\n    updateCalendarFeedSettings(kind: $kind, input: $input) {\n      ...FeedCard_feed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarExport($input: CalendarExportInput!) {\n    calendarExport(input: $input) {\n      filename\n      content\n      eventCount\n    }\n  }\n"): (typeof documents)["\n  query CalendarExport($input: CalendarExportInput!) {\n    calendarExport(input: $input) {\n      filename\n      content\n      eventCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedCard_feed on CalendarFeed {\n    kind\n    title\n    hasUrl\n    secretPrefix\n    urlCreatedAt\n    includePending\n    includeTeam\n    includeHolidays\n    fetches {\n      fetchedAt\n      client\n      userAgent\n      ipAddress\n      statusCode\n      eventCount\n    }\n  }\n"): (typeof documents)["\n  fragment FeedCard_feed on CalendarFeed {\n    kind\n    title\n    hasUrl\n    secretPrefix\n    urlCreatedAt\n    includePending\n    includeTeam\n    includeHolidays\n    fetches {\n      fetchedAt\n      client\n      userAgent\n      ipAddress\n      statusCode\n      eventCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarPage_entry on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    startTime\n    endTime\n    requestType {\n      id\n      displayName\n      color\n    }\n    requester {\n      id\n      fullName\n      department\n      location {\n        id\n      }\n      workSchedulesBetween(start: $start, end: $end) {\n        id\n        effectiveFrom\n        effectiveTo\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarPage_entry on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    startTime\n    endTime\n    requestType {\n      id\n      displayName\n      color\n    }\n    requester {\n      id\n      fullName\n      department\n      location {\n        id\n      }\n      workSchedulesBetween(start: $start, end: $end) {\n        id\n        effectiveFrom\n        effectiveTo\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamCalendar($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) {\n    teamCalendar(start: $start, end: $end, department: $department, status: $status) {\n      ...CalendarPage_entry\n    }\n    colleagueLeave(start: $start, end: $end) {\n      id\n      name\n      startDate\n      endDate\n      startHalfDay\n      endHalfDay\n      locationId\n    }\n    locationCalendars(start: $start, end: $end) {\n      location {\n        id\n        name\n        weekendDays\n      }\n      daysOff {\n        date\n        name\n        halfDay\n      }\n    }\n    viewer {\n      id\n      location {\n        id\n        name\n      }\n      workSchedulesBetween(start: $start, end: $end) {\n        id\n        effectiveFrom\n        effectiveTo\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n    departments\n  }\n"): (typeof documents)["\n  query TeamCalendar($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) {\n    teamCalendar(start: $start, end: $end, department: $department, status: $status) {\n      ...CalendarPage_entry\n    }\n    colleagueLeave(start: $start, end: $end) {\n      id\n      name\n      startDate\n      endDate\n      startHalfDay\n      endHalfDay\n      locationId\n    }\n    locationCalendars(start: $start, end: $end) {\n      location {\n        id\n        name\n        weekendDays\n      }\n      daysOff {\n        date\n        name\n        halfDay\n      }\n    }\n    viewer {\n      id\n      location {\n        id\n        name\n      }\n      workSchedulesBetween(start: $start, end: $end) {\n        id\n        effectiveFrom\n        effectiveTo\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentRequests_request on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n      color\n    }\n    ...RequestDetailsDialog_request\n  }\n"): (typeof documents)["\n  fragment RecentRequests_request on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n      color\n    }\n    ...RequestDetailsDialog_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestForm_balance on LeaveBalance {\n    id\n    type\n    unit\n    availableDays\n  }\n"): (typeof documents)["\n  fragment RequestForm_balance on LeaveBalance {\n    id\n    type\n    unit\n    availableDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestFormTypes {\n    requestTypes {\n      id\n      name\n      displayName\n      requiresApproval\n      unit\n    }\n  }\n"): (typeof documents)["\n  query RequestFormTypes {\n    requestTypes {\n      id\n      name\n      displayName\n      requiresApproval\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestFormDayCount($input: DayCountInput!, $startDate: Date!, $endDate: Date!) {\n    leaveDayCount(input: $input) {\n      days\n      unit\n      dayCounting\n      summary\n      years {\n        ...YearBalanceHints_charge\n      }\n    }\n    staffingCheck(startDate: $startDate, endDate: $endDate) {\n      ...StaffingWarning_check\n    }\n  }\n"): (typeof documents)["\n  query RequestFormDayCount($input: DayCountInput!, $startDate: Date!, $endDate: Date!) {\n    leaveDayCount(input: $input) {\n      days\n      unit\n      dayCounting\n      summary\n      years {\n        ...YearBalanceHints_charge\n      }\n    }\n    staffingCheck(startDate: $startDate, endDate: $endDate) {\n      ...StaffingWarning_check\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitLeaveRequest($input: SubmitLeaveRequestInput!) {\n    submitLeaveRequest(input: $input) {\n      id\n      requestId\n      days\n      unit\n      status\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitLeaveRequest($input: SubmitLeaveRequestInput!) {\n    submitLeaveRequest(input: $input) {\n      id\n      requestId\n      days\n      unit\n      status\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamOverviewCard_viewer on User {\n    id\n    department\n    manager {\n      id\n      fullName\n      email\n    }\n    team {\n      id\n      name\n      memberCount\n    }\n    directReports {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment TeamOverviewCard_viewer on User {\n    id\n    department\n    manager {\n      id\n      fullName\n      email\n    }\n    team {\n      id\n      name\n      memberCount\n    }\n    directReports {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamOverviewCard_reportingLine on Coverage {\n    label\n    people\n  }\n"): (typeof documents)["\n  fragment TeamOverviewCard_reportingLine on Coverage {\n    label\n    people\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaitingForYouCard_waiting on LeaveRequestConnection {\n    totalCount\n    edges {\n      node {\n        id\n        requestId\n        startDate\n        endDate\n        createdAt\n        requestType {\n          id\n          displayName\n        }\n        requester {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WaitingForYouCard_waiting on LeaveRequestConnection {\n    totalCount\n    edges {\n      node {\n        id\n        requestId\n        startDate\n        endDate\n        createdAt\n        requestType {\n          id\n          displayName\n        }\n        requester {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment YearBalanceHints_charge on YearCharge {\n    year\n    days\n    balance {\n      id\n      year\n      unit\n      totalDays\n      accruedDays\n      usedDays\n      availableDays\n      availableNowDays\n    }\n  }\n"): (typeof documents)["\n  fragment YearBalanceHints_charge on YearCharge {\n    year\n    days\n    balance {\n      id\n      year\n      unit\n      totalDays\n      accruedDays\n      usedDays\n      availableDays\n      availableNowDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($userId: ID!, $today: Date!, $decides: Boolean!) {\n    viewer {\n      id\n      manager {\n        id\n        fullName\n      }\n      balances {\n        id\n        type\n        unit\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        accruedDays\n        status\n        leaveYear {\n          label\n        }\n        ...RequestForm_balance\n      }\n      ...TeamOverviewCard_viewer\n    }\n    recent: leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RecentRequests_request\n        }\n      }\n    }\n    active: leaveRequests(first: 1, filter: { userId: $userId, status: [PENDING] }) {\n      totalCount\n    }\n    outToday: leaveRequests(first: 1, filter: { status: [APPROVED], from: $today, to: $today }) {\n      totalCount\n    }\n    reportingLine: coverage(scope: REPORTING_LINE) @include(if: $decides) {\n      ...TeamOverviewCard_reportingLine\n    }\n    waiting: leaveRequests(\n      first: 1\n      filter: { status: [PENDING], awaitingMyDecision: true }\n      orderBy: { field: CREATED_AT, direction: ASC }\n    ) @include(if: $decides) {\n      ...WaitingForYouCard_waiting\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($userId: ID!, $today: Date!, $decides: Boolean!) {\n    viewer {\n      id\n      manager {\n        id\n        fullName\n      }\n      balances {\n        id\n        type\n        unit\n        totalDays\n        usedDays\n        pendingDays\n        availableDays\n        accruedDays\n        status\n        leaveYear {\n          label\n        }\n        ...RequestForm_balance\n      }\n      ...TeamOverviewCard_viewer\n    }\n    recent: leaveRequests(first: 5, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      edges {\n        node {\n          ...RecentRequests_request\n        }\n      }\n    }\n    active: leaveRequests(first: 1, filter: { userId: $userId, status: [PENDING] }) {\n      totalCount\n    }\n    outToday: leaveRequests(first: 1, filter: { status: [APPROVED], from: $today, to: $today }) {\n      totalCount\n    }\n    reportingLine: coverage(scope: REPORTING_LINE) @include(if: $decides) {\n      ...TeamOverviewCard_reportingLine\n    }\n    waiting: leaveRequests(\n      first: 1\n      filter: { status: [PENDING], awaitingMyDecision: true }\n      orderBy: { field: CREATED_AT, direction: ASC }\n    ) @include(if: $decides) {\n      ...WaitingForYouCard_waiting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Delegations($userId: ID) {\n    approvalDelegations(userId: $userId) {\n      id\n      delegator {\n        id\n        fullName\n      }\n      delegate {\n        id\n        fullName\n      }\n      startDate\n      endDate\n      note\n      running\n      revokedAt\n    }\n    managers {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query Delegations($userId: ID) {\n    approvalDelegations(userId: $userId) {\n      id\n      delegator {\n        id\n        fullName\n      }\n      delegate {\n        id\n        fullName\n      }\n      startDate\n      endDate\n      note\n      running\n      revokedAt\n    }\n    managers {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDelegation($input: ApprovalDelegationInput!) {\n    createApprovalDelegation(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDelegation($input: ApprovalDelegationInput!) {\n    createApprovalDelegation(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeDelegation($id: ID!) {\n    revokeApprovalDelegation(id: $id) {\n      id\n      running\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeDelegation($id: ID!) {\n    revokeApprovalDelegation(id: $id) {\n      id\n      running\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackEntries($page: Int!, $status: FeedbackStatus) {\n    feedbackEntries(page: $page, status: $status) {\n      total\n      page\n      pages\n      newCount\n      entries {\n        id\n        category\n        message\n        pagePath\n        pageTitle\n        viewport\n        userAgent\n        status\n        createdAt\n        reporter {\n          id\n          fullName\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedbackEntries($page: Int!, $status: FeedbackStatus) {\n    feedbackEntries(page: $page, status: $status) {\n      total\n      page\n      pages\n      newCount\n      entries {\n        id\n        category\n        message\n        pagePath\n        pageTitle\n        viewport\n        userAgent\n        status\n        createdAt\n        reporter {\n          id\n          fullName\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFeedbackStatus($id: ID!, $status: FeedbackStatus!) {\n    updateFeedbackStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFeedbackStatus($id: ID!, $status: FeedbackStatus!) {\n    updateFeedbackStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryPage_request on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    unit\n    requestType {\n      id\n      displayName\n    }\n    ...RequestDetailsDialog_request\n  }\n"): (typeof documents)["\n  fragment HistoryPage_request on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    unit\n    requestType {\n      id\n      displayName\n    }\n    ...RequestDetailsDialog_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestHistory($userId: ID!, $first: Int!) {\n    leaveRequests(first: $first, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...HistoryPage_request\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query RequestHistory($userId: ID!, $first: Int!) {\n    leaveRequests(first: $first, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...HistoryPage_request\n        }\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportHistory {\n    imports(first: 10) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          fileName\n          rowCount\n          createdCount\n          updatedCount\n          unchangedCount\n          createdAt\n          importedBy {\n            id\n            fullName\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ImportHistory {\n    imports(first: 10) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          fileName\n          rowCount\n          createdCount\n          updatedCount\n          unchangedCount\n          createdAt\n          importedBy {\n            id\n            fullName\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportOutcome_outcome on ImportOutcome {\n    kind\n    fileName\n    rowCount\n    created\n    updated\n    unchanged\n    fields {\n      field\n      label\n      required\n    }\n    mapping {\n      column\n      field\n    }\n    errors {\n      row\n      message\n    }\n    rows {\n      row\n      action\n      email\n      name\n      changedFields\n      leaveType\n      year\n      before {\n        totalDays\n        usedDays\n        availableDays\n      }\n      after {\n        totalDays\n        usedDays\n        availableDays\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ImportOutcome_outcome on ImportOutcome {\n    kind\n    fileName\n    rowCount\n    created\n    updated\n    unchanged\n    fields {\n      field\n      label\n      required\n    }\n    mapping {\n      column\n      field\n    }\n    errors {\n      row\n      message\n    }\n    rows {\n      row\n      action\n      email\n      name\n      changedFields\n      leaveType\n      year\n      before {\n        totalDays\n        usedDays\n        availableDays\n      }\n      after {\n        totalDays\n        usedDays\n        availableDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportPreview($input: ImportFileInput!) {\n    previewImport(input: $input) {\n      fields {\n        field\n        label\n        required\n      }\n      mapping {\n        column\n        field\n      }\n      errors {\n        row\n      }\n      ...ImportOutcome_outcome\n    }\n  }\n"): (typeof documents)["\n  mutation ImportPreview($input: ImportFileInput!) {\n    previewImport(input: $input) {\n      fields {\n        field\n        label\n        required\n      }\n      mapping {\n        column\n        field\n      }\n      errors {\n        row\n      }\n      ...ImportOutcome_outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportApply($input: ImportFileInput!) {\n    applyImport(input: $input) {\n      created\n      updated\n      unchanged\n      ...ImportOutcome_outcome\n    }\n  }\n"): (typeof documents)["\n  mutation ImportApply($input: ImportFileInput!) {\n    applyImport(input: $input) {\n      created\n      updated\n      unchanged\n      ...ImportOutcome_outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveYearSetting {\n    leaveYear {\n      label\n      startMonth\n      start\n      end\n    }\n  }\n"): (typeof documents)["\n  query LeaveYearSetting {\n    leaveYear {\n      label\n      startMonth\n      start\n      end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeLeaveYearStart($startMonth: Int!, $dryRun: Boolean) {\n    changeLeaveYearStart(startMonth: $startMonth, dryRun: $dryRun) {\n      applied\n      startMonth\n      moveCount\n      negativeCount\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeLeaveYearStart($startMonth: Int!, $dryRun: Boolean) {\n    changeLeaveYearStart(startMonth: $startMonth, dryRun: $dryRun) {\n      applied\n      startMonth\n      moveCount\n      negativeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelDeliveryLog($filter: ChannelDeliveryFilter) {\n    channelDeliveries(filter: $filter, first: 100) {\n      id\n      title\n      event\n      isTest\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      deliveredAt\n      channel {\n        id\n        name\n      }\n      rule {\n        id\n        name\n      }\n      person {\n        id\n        fullName\n      }\n    }\n    notificationChannels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ChannelDeliveryLog($filter: ChannelDeliveryFilter) {\n    channelDeliveries(filter: $filter, first: 100) {\n      id\n      title\n      event\n      isTest\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      deliveredAt\n      channel {\n        id\n        name\n      }\n      rule {\n        id\n        name\n      }\n      person {\n        id\n        fullName\n      }\n    }\n    notificationChannels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverChannelDelivery($id: ID!) {\n    redeliverChannelDelivery(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverChannelDelivery($id: ID!) {\n    redeliverChannelDelivery(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      emailTypes\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      emailTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($emailTypes: [NotificationType!]!) {\n    updateNotificationPreferences(emailTypes: $emailTypes) {\n      emailTypes\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($emailTypes: [NotificationType!]!) {\n    updateNotificationPreferences(emailTypes: $emailTypes) {\n      emailTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelsTab_channel on NotificationChannel {\n    id\n    name\n    type\n    priority\n    language\n    status\n    webhookUrlPreview\n    recipients\n    lastError\n    lastErrorAt\n    lastTestAt\n    lastTestOk\n    lastTestMessage\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ChannelsTab_channel on NotificationChannel {\n    id\n    name\n    type\n    priority\n    language\n    status\n    webhookUrlPreview\n    recipients\n    lastError\n    lastErrorAt\n    lastTestAt\n    lastTestOk\n    lastTestMessage\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationChannels {\n    notificationChannels {\n      ...ChannelsTab_channel\n    }\n  }\n"): (typeof documents)["\n  query NotificationChannels {\n    notificationChannels {\n      ...ChannelsTab_channel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNotificationChannel($input: CreateNotificationChannelInput!) {\n    createNotificationChannel(input: $input) {\n      signingSecret\n      channel {\n        ...ChannelsTab_channel\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNotificationChannel($input: CreateNotificationChannelInput!) {\n    createNotificationChannel(input: $input) {\n      signingSecret\n      channel {\n        ...ChannelsTab_channel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationChannel($id: ID!, $input: UpdateNotificationChannelInput!) {\n    updateNotificationChannel(id: $id, input: $input) {\n      ...ChannelsTab_channel\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationChannel($id: ID!, $input: UpdateNotificationChannelInput!) {\n    updateNotificationChannel(id: $id, input: $input) {\n      ...ChannelsTab_channel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotificationChannel($id: ID!) {\n    deleteNotificationChannel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNotificationChannel($id: ID!) {\n    deleteNotificationChannel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestNotificationChannel($id: ID!) {\n    testNotificationChannel(id: $id) {\n      ok\n      message\n      channel {\n        ...ChannelsTab_channel\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestNotificationChannel($id: ID!) {\n    testNotificationChannel(id: $id) {\n      ok\n      message\n      channel {\n        ...ChannelsTab_channel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RulesTab_rule on NotificationRule {\n    id\n    name\n    event\n    enabled\n    cooldownMinutes\n    conditions {\n      departments\n      requestTypes\n      minDays\n      teams {\n        id\n        name\n      }\n    }\n    channels {\n      id\n      name\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment RulesTab_rule on NotificationRule {\n    id\n    name\n    event\n    enabled\n    cooldownMinutes\n    conditions {\n      departments\n      requestTypes\n      minDays\n      teams {\n        id\n        name\n      }\n    }\n    channels {\n      id\n      name\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationRules {\n    notificationRules {\n      ...RulesTab_rule\n    }\n    notificationChannels {\n      id\n      name\n      type\n    }\n    departments\n    teams {\n      id\n      name\n    }\n    requestTypes(includeInactive: true) {\n      name\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query NotificationRules {\n    notificationRules {\n      ...RulesTab_rule\n    }\n    notificationChannels {\n      id\n      name\n      type\n    }\n    departments\n    teams {\n      id\n      name\n    }\n    requestTypes(includeInactive: true) {\n      name\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNotificationRule($input: CreateNotificationRuleInput!) {\n    createNotificationRule(input: $input) {\n      ...RulesTab_rule\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNotificationRule($input: CreateNotificationRuleInput!) {\n    createNotificationRule(input: $input) {\n      ...RulesTab_rule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationRule($id: ID!, $input: UpdateNotificationRuleInput!) {\n    updateNotificationRule(id: $id, input: $input) {\n      ...RulesTab_rule\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationRule($id: ID!, $input: UpdateNotificationRuleInput!) {\n    updateNotificationRule(id: $id, input: $input) {\n      ...RulesTab_rule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotificationRule($id: ID!) {\n    deleteNotificationRule(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNotificationRule($id: ID!) {\n    deleteNotificationRule(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationList_notification on Notification {\n    id\n    type\n    title\n    body\n    createdAt\n    readAt\n    sound\n    request {\n      id\n      requestId\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationList_notification on Notification {\n    id\n    type\n    title\n    body\n    createdAt\n    readAt\n    sound\n    request {\n      id\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...NotificationList_notification\n        }\n      }\n    }\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...NotificationList_notification\n        }\n      }\n    }\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded($after: ID) {\n    notificationAdded(after: $after) {\n      ...NotificationList_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded($after: ID) {\n    notificationAdded(after: $after) {\n      ...NotificationList_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErasePersonalData($input: ErasePersonalDataInput!) {\n    erasePersonalData(input: $input) {\n      userId\n      pseudonym\n    }\n  }\n"): (typeof documents)["\n  mutation ErasePersonalData($input: ErasePersonalDataInput!) {\n    erasePersonalData(input: $input) {\n      userId\n      pseudonym\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacySettings {\n    privacySettings {\n      retentionMonths\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PrivacySettings {\n    privacySettings {\n      retentionMonths\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrivacySettings($retentionMonths: Int) {\n    updatePrivacySettings(retentionMonths: $retentionMonths) {\n      retentionMonths\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePrivacySettings($retentionMonths: Int) {\n    updatePrivacySettings(retentionMonths: $retentionMonths) {\n      retentionMonths\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      token\n      user {\n        ...AuthProvider_viewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AuthProvider_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileLocation {\n    viewer {\n      id\n      location {\n        id\n        name\n        timeZone\n        weekendDays\n        today\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileLocation {\n    viewer {\n      id\n      location {\n        id\n        name\n        timeZone\n        weekendDays\n        today\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushDevices {\n    pushPublicKey\n    pushDevices {\n      id\n      userAgent\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query PushDevices {\n    pushPublicKey\n    pushDevices {\n      id\n      userAgent\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlackAppSection {\n    slackApp {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n"): (typeof documents)["\n  query SlackAppSection {\n    slackApp {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfigureSlackApp($input: SlackAppInput!) {\n    configureSlackApp(input: $input) {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ConfigureSlackApp($input: SlackAppInput!) {\n    configureSlackApp(input: $input) {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSlackApp {\n    removeSlackApp {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSlackApp {\n    removeSlackApp {\n      configured\n      updatedAt\n      interactivityUrl\n      commandUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PtoReport($range: ReportRange!, $department: String) {\n    ptoReport(range: $range, department: $department) {\n      periodStart\n      periodEnd\n      totalRequests\n      approvedRequests\n      rejectedRequests\n      pendingRequests\n      cancelledRequests\n      approvalRate\n      rejectionRate\n      pendingRate\n      averageProcessingTime\n      processingTargetHours\n      responseRate\n      coverage {\n        label\n        people\n        department\n      }\n      insights {\n        kind\n        title\n        message\n      }\n      monthlyStats {\n        month\n        requests\n        approvals\n        approvalRate\n      }\n    }\n    departments\n  }\n"): (typeof documents)["\n  query PtoReport($range: ReportRange!, $department: String) {\n    ptoReport(range: $range, department: $department) {\n      periodStart\n      periodEnd\n      totalRequests\n      approvedRequests\n      rejectedRequests\n      pendingRequests\n      cancelledRequests\n      approvalRate\n      rejectionRate\n      pendingRate\n      averageProcessingTime\n      processingTargetHours\n      responseRate\n      coverage {\n        label\n        people\n        department\n      }\n      insights {\n        kind\n        title\n        message\n      }\n      monthlyStats {\n        month\n        requests\n        approvals\n        approvalRate\n      }\n    }\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestDetailsDialog_request on LeaveRequest {\n    id\n    requestId\n    type\n    requestType {\n      id\n      displayName\n      color\n    }\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    approver {\n      id\n      fullName\n    }\n    approvedAt\n    approvalComment\n    rejectedAt\n    rejectionReason\n    cancelledAt\n    viewerCanDecide\n    viewerCanCancel\n    approvalStage\n    escalationLevel\n    firstApprover {\n      id\n      fullName\n    }\n    firstApprovedAt\n    firstApprovalComment\n    firstApprovedOnBehalfOf {\n      id\n      fullName\n    }\n    decidedOnBehalfOf {\n      id\n      fullName\n    }\n    charges {\n      year\n      days\n    }\n  }\n"): (typeof documents)["\n  fragment RequestDetailsDialog_request on LeaveRequest {\n    id\n    requestId\n    type\n    requestType {\n      id\n      displayName\n      color\n    }\n    status\n    startDate\n    endDate\n    startHalfDay\n    endHalfDay\n    days\n    notes\n    createdAt\n    requester {\n      id\n      fullName\n      email\n      department\n    }\n    approver {\n      id\n      fullName\n    }\n    approvedAt\n    approvalComment\n    rejectedAt\n    rejectionReason\n    cancelledAt\n    viewerCanDecide\n    viewerCanCancel\n    approvalStage\n    escalationLevel\n    firstApprover {\n      id\n      fullName\n    }\n    firstApprovedAt\n    firstApprovalComment\n    firstApprovedOnBehalfOf {\n      id\n      fullName\n    }\n    decidedOnBehalfOf {\n      id\n      fullName\n    }\n    charges {\n      year\n      days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRequest($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRequest($id: ID!) {\n    cancelLeaveRequest(id: $id) {\n      ...RequestDetailsDialog_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSchedule {\n    viewer {\n      id\n      workSchedule {\n        id\n        effectiveFrom\n        weeklyHours\n        fte\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileSchedule {\n    viewer {\n      id\n      workSchedule {\n        id\n        effectiveFrom\n        weeklyHours\n        fte\n        hours {\n          monday\n          tuesday\n          wednesday\n          thursday\n          friday\n          saturday\n          sunday\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleEditor($userId: ID!) {\n    workSchedules(userId: $userId) {\n      id\n      effectiveFrom\n      effectiveTo\n      template\n      weeklyHours\n      fte\n      hours {\n        monday\n        tuesday\n        wednesday\n        thursday\n        friday\n        saturday\n        sunday\n      }\n    }\n    workingTime {\n      fullTimeHours\n      templates {\n        key\n        name\n        weeklyHours\n        fte\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScheduleEditor($userId: ID!) {\n    workSchedules(userId: $userId) {\n      id\n      effectiveFrom\n      effectiveTo\n      template\n      weeklyHours\n      fte\n      hours {\n        monday\n        tuesday\n        wednesday\n        thursday\n        friday\n        saturday\n        sunday\n      }\n    }\n    workingTime {\n      fullTimeHours\n      templates {\n        key\n        name\n        weeklyHours\n        fte\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleEditorSet($input: SetWorkScheduleInput!) {\n    setWorkSchedule(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleEditorSet($input: SetWorkScheduleInput!) {\n    setWorkSchedule(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleEditorRemove($id: ID!) {\n    removeWorkSchedule(id: $id)\n  }\n"): (typeof documents)["\n  mutation ScheduleEditorRemove($id: ID!) {\n    removeWorkSchedule(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignWorkCalendarOptions {\n    locations {\n      id\n      name\n    }\n    workingTime {\n      templates {\n        key\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignWorkCalendarOptions {\n    locations {\n      id\n      name\n    }\n    workingTime {\n      templates {\n        key\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignWorkCalendar($input: AssignWorkCalendarInput!) {\n    assignWorkCalendar(input: $input) {\n      id\n      location {\n        id\n        name\n      }\n      workSchedule {\n        id\n        template\n        effectiveFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignWorkCalendar($input: AssignWorkCalendarInput!) {\n    assignWorkCalendar(input: $input) {\n      id\n      location {\n        id\n        name\n      }\n      workSchedule {\n        id\n        template\n        effectiveFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSearches {\n    savedSearches {\n      id\n      name\n      criteria {\n        text\n        types\n        statuses\n        from\n        to\n        departments\n        roles\n        minDays\n        maxDays\n        hasNotes\n        sortField\n        sortDirection\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedSearches {\n    savedSearches {\n      id\n      name\n      criteria {\n        text\n        types\n        statuses\n        from\n        to\n        departments\n        roles\n        minDays\n        maxDays\n        hasNotes\n        sortField\n        sortDirection\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($name: String!, $criteria: SearchCriteriaInput!) {\n    saveSearch(name: $name, criteria: $criteria) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSearch($name: String!, $criteria: SearchCriteriaInput!) {\n    saveSearch(name: $name, criteria: $criteria) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvancedSearch($criteria: SearchCriteriaInput!, $page: Int!, $pageSize: Int!) {\n    search(criteria: $criteria, page: $page, pageSize: $pageSize) {\n      totalCount\n      totalCountIsExact\n      page\n      pages\n      pageSize\n      peopleCount\n      people {\n        id\n        fullName\n        email\n        department\n        jobTitle\n      }\n      requests {\n        ...SearchResultsTable_request\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n"): (typeof documents)["\n  query AdvancedSearch($criteria: SearchCriteriaInput!, $page: Int!, $pageSize: Int!) {\n    search(criteria: $criteria, page: $page, pageSize: $pageSize) {\n      totalCount\n      totalCountIsExact\n      page\n      pages\n      pageSize\n      peopleCount\n      people {\n        id\n        fullName\n        email\n        department\n        jobTitle\n      }\n      requests {\n        ...SearchResultsTable_request\n      }\n    }\n    requestTypes(includeInactive: true) {\n      id\n      name\n      displayName\n    }\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvancedSearchExport($criteria: SearchCriteriaInput!) {\n    searchExport(criteria: $criteria) {\n      filename\n      csv\n      rowCount\n      truncated\n    }\n  }\n"): (typeof documents)["\n  query AdvancedSearchExport($criteria: SearchCriteriaInput!) {\n    searchExport(criteria: $criteria) {\n      filename\n      csv\n      rowCount\n      truncated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultsTable_request on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n    }\n    requester {\n      id\n      fullName\n      department\n    }\n    ...RequestDetailsDialog_request\n  }\n"): (typeof documents)["\n  fragment SearchResultsTable_request on LeaveRequest {\n    id\n    requestId\n    status\n    startDate\n    endDate\n    days\n    requestType {\n      id\n      displayName\n    }\n    requester {\n      id\n      fullName\n      department\n    }\n    ...RequestDetailsDialog_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlackAccountSection {\n    mySlackAccount {\n      slackAppSetUp\n      slackUserId\n      slackUserName\n      linkedAt\n    }\n  }\n"): (typeof documents)["\n  query SlackAccountSection {\n    mySlackAccount {\n      slackAppSetUp\n      slackUserId\n      slackUserName\n      linkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSlackLink {\n    startSlackLink {\n      code\n      expiresAt\n      command\n    }\n  }\n"): (typeof documents)["\n  mutation StartSlackLink {\n    startSlackLink {\n      code\n      expiresAt\n      command\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkSlackAccount {\n    unlinkSlackAccount {\n      slackAppSetUp\n      slackUserId\n      slackUserName\n      linkedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UnlinkSlackAccount {\n    unlinkSlackAccount {\n      slackAppSetUp\n      slackUserId\n      slackUserName\n      linkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffingShortfalls($start: Date!, $end: Date!) {\n    staffingShortfalls(start: $start, end: $end) {\n      date\n      teamName\n      teamSize\n      present\n      required\n      absent {\n        name\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffingShortfalls($start: Date!, $end: Date!) {\n    staffingShortfalls(start: $start, end: $end) {\n      date\n      teamName\n      teamSize\n      present\n      required\n      absent {\n        name\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffingWarning_check on StaffingCheck {\n    hardBlock\n    shortfalls {\n      date\n      teamName\n      teamSize\n      present\n      required\n      absent {\n        name\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StaffingWarning_check on StaffingCheck {\n    hardBlock\n    shortfalls {\n      date\n      teamName\n      teamSize\n      present\n      required\n      absent {\n        name\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberCard_member on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    jobTitle\n    department\n    balances {\n      id\n      type\n      totalDays\n      usedDays\n      pendingDays\n      availableDays\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TeamMemberCard_member on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    jobTitle\n    department\n    balances {\n      id\n      type\n      totalDays\n      usedDays\n      pendingDays\n      availableDays\n      requestType {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberCard_upcoming on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    requester {\n      id\n    }\n    requestType {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment TeamMemberCard_upcoming on LeaveRequest {\n    id\n    status\n    startDate\n    endDate\n    requester {\n      id\n    }\n    requestType {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamOverview($from: Date!, $to: Date!) {\n    teamOverview {\n      coverage {\n        label\n        people\n      }\n      teamSize\n      upcomingPtoRequests\n      upcomingPtoDays\n      members {\n        alert\n        ptoAvailableDays\n        user {\n          id\n          firstName\n          lastName\n          email\n          jobTitle\n          department\n          ...TeamMemberCard_member\n        }\n      }\n    }\n    upcoming: leaveRequests(\n      first: 100\n      filter: { status: [APPROVED, PENDING], from: $from, to: $to }\n      orderBy: { field: START_DATE, direction: ASC }\n    ) {\n      edges {\n        node {\n          id\n          status\n          startDate\n          requester {\n            id\n          }\n          ...TeamMemberCard_upcoming\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamOverview($from: Date!, $to: Date!) {\n    teamOverview {\n      coverage {\n        label\n        people\n      }\n      teamSize\n      upcomingPtoRequests\n      upcomingPtoDays\n      members {\n        alert\n        ptoAvailableDays\n        user {\n          id\n          firstName\n          lastName\n          email\n          jobTitle\n          department\n          ...TeamMemberCard_member\n        }\n      }\n    }\n    upcoming: leaveRequests(\n      first: 100\n      filter: { status: [APPROVED, PENDING], from: $from, to: $to }\n      orderBy: { field: START_DATE, direction: ASC }\n    ) {\n      edges {\n        node {\n          id\n          status\n          startDate\n          requester {\n            id\n          }\n          ...TeamMemberCard_upcoming\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;